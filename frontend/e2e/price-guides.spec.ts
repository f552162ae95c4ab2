import { formatEuros, type Language, routePath } from '@costa-sol/common';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './admin-support';

/** The service whose guide this spec changes; no other spec reads its page's price. */
const SERVICE = 'airZoneSystems';
const NOTE = {
  en: 'Airzone zoning for up to five rooms on existing ducts, installed, IVA included.',
  es: 'Zonificación Airzone de hasta cinco estancias en conductos existentes, instalada, IVA incluido.',
};
const WORDS = {
  en: {
    from: 'From',
    heading: 'Price guide',
    save: 'Save',
    saved: 'Price guide saved',
    amount: 'From (whole euros)',
    show: 'Show on the service page',
  },
  es: {
    from: 'Desde',
    heading: 'Precio orientativo',
    save: 'Guardar',
    saved: 'Precio orientativo guardado',
    amount: 'Desde (euros enteros)',
    show: 'Mostrar en la página de servicio',
  },
};

interface JsonLdNode {
  '@type'?: string | string[];
  offers?: { '@type': string; price: number; priceCurrency: string; description: string; priceSpecification: { minPrice: number } };
}

async function structuredData(page: Page): Promise<JsonLdNode[]> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as JsonLdNode);
}

async function setGuide(page: Page, language: Language, amount: number, shown: boolean): Promise<void> {
  const w = WORDS[language];
  await page.goto(`/admin/price-guides/${SERVICE}`);
  await page.getByLabel(w.amount).fill(String(amount));
  await page.locator('#price-noteEn').fill(NOTE.en);
  await page.locator('#price-noteEs').fill(NOTE.es);
  const show = page.getByLabel(w.show);
  if ((await show.isChecked()) !== shown) await show.click();
  await page.getByRole('button', { name: w.save, exact: true }).click();
  await expect(page.getByText(w.saved).first()).toBeVisible();
}

test.describe('price guides: the owner sets "from €X", the service page shows it and offers it in its structured data', () => {
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page);
    await setGuide(page, 'en', 2400, true);
    await page.close();
  });

  test('set in the admin, shown at once in both languages with an Offer; hidden with the switch', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.goto('/admin/price-guides');
    await expect(page.getByRole('table', { name: 'Price guides of the service pages' })).toBeVisible();
    await expectNoAxeViolations(page);
    await setGuide(page, 'en', 2650, true);
    await expectNoAxeViolations(page);

    for (const language of ['en', 'es'] as const) {
      await page.goto(routePath(SERVICE, language));
      const box = page.getByRole('region', { name: WORDS[language].heading });
      await expect(box).toContainText(`${WORDS[language].from} ${formatEuros(2650, language)}`);
      await expect(box).toContainText(NOTE[language]);
      const service = (await structuredData(page)).find((node) => node['@type'] === 'Service');
      expect(service?.offers).toMatchObject({
        '@type': 'Offer',
        price: 2650,
        priceCurrency: 'EUR',
        description: NOTE[language],
        priceSpecification: { minPrice: 2650 },
      });
    }
    await expectNoAxeViolations(page);

    await setGuide(page, 'en', 2650, false);
    await page.goto(routePath(SERVICE, 'en'));
    await expect(page.getByRole('region', { name: WORDS.en.heading })).toHaveCount(0);
    expect((await structuredData(page)).some((node) => node['@type'] === 'Service')).toBe(false);
  });

  test('refuses a decimal amount in the admin language, before sending', async ({ page }) => {
    await signIn(page);
    await page.goto(`/admin/price-guides/${SERVICE}`);
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByLabel(WORDS.es.amount).fill('12.5');
    await page.getByRole('button', { name: WORDS.es.save, exact: true }).click();
    await expect(page.locator('#price-fromEur-helper-text')).toHaveText('Escribe un número entero de euros entre 1 y 1.000.000');
    await page.getByRole('button', { name: 'English' }).click();
  });
});
