import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './admin-support';

const SEED_PHONE = '+34 951 000 000';
const NEW_PHONE = '+34 952 765 431';

test.describe('business settings: the owner changes a company fact and every page shows it', () => {
  test.afterAll(async ({ browser }) => {
    // Back to the seed's phone, for the specs after this one.
    const page = await browser.newPage();
    await signIn(page);
    await page.goto('/admin/settings');
    await page.locator('#settings-phone').fill(SEED_PHONE);
    await page.locator('#settings-claim-solarInstalls').fill('2500+');
    await page.locator('#settings-claim-localRank').fill('1');
    await page.locator('#settings-claim-hvacInstalls-shown').check();
    await page.locator('#settings-claim-warrantyUpToYears-shown').check();
    await page.locator('#settings-claim-heatPumpEfficiency').fill('300-400%');
    await page.locator('#settings-holidayClosures').fill('');
    await page.locator('#settings-Saturday-closes').fill('14:00');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Business settings saved').first()).toBeVisible();
    await page.close();
  });

  test('edited in English with field messages, shown in the header at once; the Spanish screen is accessible too', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.getByRole('link', { name: 'Business settings' }).click();
    await expect(page.getByRole('heading', { name: 'Business settings', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Home-page figures' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The API's rules, checked before sending: a phone without +34, a Saturday that closes before it opens.
    await page.locator('#settings-phone').fill('951 000 000');
    await page.locator('#settings-Saturday-closes').fill('08:00');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('#settings-phone-helper-text')).toHaveText('Write a Spanish number as +34 followed by 9 digits');
    await expect(page.locator('#settings-Saturday-closes-helper-text')).toHaveText('Each row must open before it closes');
    await expectNoAxeViolations(page);

    await page.locator('#settings-phone').fill(NEW_PHONE);
    await page.locator('#settings-Saturday-closes').fill('13:30');
    await page.locator('#settings-holidayClosures').fill('2099-12-25');
    // A home-page figure changed, another switched off.
    await page.locator('#settings-claim-solarInstalls').fill('2600+');
    await page.locator('#settings-claim-localRank').fill('2');
    await page.getByLabel('Show "HVAC installations"').uncheck();
    // And in the page's cards: the warranty reason leaves "Why choose us", the heat pumps' highlight takes the new figure.
    await page.getByLabel('Show "Warranties up to (years)"').uncheck();
    await page.locator('#settings-claim-heatPumpEfficiency').fill('350%');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Business settings saved').first()).toBeVisible();

    await page.goto('/es');
    await expect(page.locator('.top-bar__phone')).toContainText(NEW_PHONE);
    await expect(page.locator('footer')).toContainText(NEW_PHONE);
    const figures = page.getByRole('list', { name: 'Costa Sol HVAC en cifras' });
    await expect(figures).toContainText('2600+');
    await expect(figures.getByRole('listitem').first()).toHaveText(/^nº 2\s*en Marbella$/);
    await expect(figures).not.toContainText('instalaciones de climatización');
    await expect(page.locator('#why-heading')).toHaveText('¿Por qué elegir Costa Sol HVAC?');
    await expect(page.locator('section[aria-labelledby="why-heading"]')).not.toContainText('Garantías de hasta');
    await expect(page.locator('section[aria-labelledby="why-heading"] li')).toHaveCount(3);
    await expect(page.locator('section[aria-labelledby="heat-pumps-heading"] li').first()).toHaveText('Eficiencia del 350\u00a0%');
    // The contact page's hours and holiday closures are the settings'.
    await page.goto('/es/contacto');
    const hours = page.locator('section[aria-labelledby="hours-heading"]');
    await expect(hours.locator('dl > div').filter({ hasText: 'Sábado' })).toHaveText('Sábado09:00–13:30');
    await expect(hours.locator('[data-holiday-closures]')).toHaveText('También cerramos el 25 de diciembre de 2099.');

    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Datos de la empresa', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cifras de la página de inicio' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'English' }).click();
  });
});
