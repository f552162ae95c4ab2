import { expect, type Page, test } from '@playwright/test';
import { signIn, unique } from './admin-support';
import { hydrated, query } from './support';

async function sendQuote(page: Page, name: string, button = 'Get My Free Quote'): Promise<void> {
  await page.locator('#quote-name').fill(name);
  await page.locator('#quote-email').fill('attribution@example.com');
  await page.locator('#quote-phone').fill('+34 600 111 222');
  await page.locator('#quote-serviceType').selectOption('heat-pump-system');
  await page.getByRole('button', { name: button }).click();
}

const ORIGIN_COLUMNS = 'select page_path, landing_page, referrer, utm_source, utm_campaign, gclid from lead where name = $1';

test.describe('attribution: the page and the campaign that brought a lead', () => {
  test('a visit that lands on a service page from an ad and asks there is reported under that page and campaign', async ({ page }) => {
    const tag = unique();
    const name = `Attribution Landing ${tag}`;
    await page.goto(`/services/heat-pump-hvac?utm_source=google&utm_campaign=spring-${tag}`);
    await hydrated(page);
    // The service page holds the quote form itself, and its "Get a quote" links lead to it.
    await expect(page.getByRole('complementary', { name: 'Get a quote for this' }).getByRole('link').first()).toHaveAttribute(
      'href',
      '#quote',
    );
    await sendQuote(page, name);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    const [row] = await query(ORIGIN_COLUMNS, [name]);
    expect(row).toEqual({
      page_path: '/services/heat-pump-hvac',
      landing_page: '/services/heat-pump-hvac',
      referrer: null,
      utm_source: 'google',
      utm_campaign: `spring-${tag}`,
      gclid: null,
    });

    await signIn(page, '/admin/leads/stats');
    const campaigns = page.getByRole('region', { name: 'By UTM campaign', exact: true });
    await expect(campaigns.getByRole('rowheader', { name: `spring-${tag}` })).toBeVisible();
    const pages = page.getByRole('region', { name: 'By page the form was sent from', exact: true });
    await expect(pages.getByRole('rowheader', { name: '/services/heat-pump-hvac' })).toBeVisible();
  });

  test('the campaign survives the visit: landed from an ad, the quote sent two pages later still carries it', async ({ page }) => {
    const tag = unique();
    const name = `Attribution Later ${tag}`;
    await page.goto(`/es/bombas-calor?utm_source=google&utm_campaign=otono-${tag}&gclid=EAIa-${tag}`);
    await hydrated(page);
    // On through the site's own links: this site is never the referrer.
    await page.goto('/es/servicios');
    await page.locator('main a[href="/es/servicios/aire-acondicionado"]').first().click();
    await hydrated(page);
    const path = new URL(page.url()).pathname;
    await sendQuote(page, name, 'Solicitar presupuesto gratis');
    await expect(page.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();
    const [row] = await query(ORIGIN_COLUMNS, [name]);
    expect(row).toEqual({
      page_path: path,
      landing_page: '/es/bombas-calor',
      referrer: null,
      utm_source: 'google',
      utm_campaign: `otono-${tag}`,
      gclid: `EAIa-${tag}`,
    });
  });
});
