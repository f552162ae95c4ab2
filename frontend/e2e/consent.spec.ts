import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './admin-support';
import { STUB_ANALYTICS_SCRIPT } from './analytics-stub';
import { hydrated } from './support';

// No stored choice: the visitor meets the notice as on a first visit.
test.use({ storageState: { cookies: [], origins: [] } });

/** A stand-in for the provider's script: it records the events it is given, those queued before it came too. */
const STUB_SCRIPT = `
  (function () {
    var queued = (window.plausible && window.plausible.q) || [];
    window.analyticsEvents = [];
    window.plausible = function (name, options) { window.analyticsEvents.push([name, options && options.props]); };
    queued.forEach(function (args) { window.plausible.apply(null, args); });
  })();`;

/** Serves the stub provider and counts the requests that reach it. */
async function stubProvider(page: Page): Promise<{ requests: () => number }> {
  let requests = 0;
  await page.context().route(`${new URL(STUB_ANALYTICS_SCRIPT).origin}/**`, (route) => {
    requests += 1;
    return route.fulfill({ contentType: 'application/javascript', body: STUB_SCRIPT });
  });
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'ok' }));
  return { requests: () => requests };
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { analyticsEvents?: unknown[] }).analyticsEvents ?? []);

test.describe('consent and analytics', () => {
  test('nothing loads before the visitor accepts; then clicks and leads are counted', async ({ page }) => {
    // Two pages, axe, a lead sent and four counted events: 18 s alone, and it is the first spec a cold server meets,
    // beside pa11y; past the default 20 s there twice in the session's full runs.
    test.setTimeout(120_000);
    const provider = await stubProvider(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain('https://stats.costasol.test');
    await hydrated(page);
    const notice = page.getByRole('region', { name: 'May we measure visits?' });
    await expect(notice).toBeVisible();
    const accept = notice.getByRole('button', { name: 'Accept analytics' });
    const reject = notice.getByRole('button', { name: 'Reject analytics' });
    // Equal prominence: the same size, side by side.
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.abs(acceptBox!.height - rejectBox!.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(acceptBox!.width - rejectBox!.width)).toBeLessThanOrEqual(2);
    await expectNoAxeViolations(page);
    expect(provider.requests()).toBe(0);

    await accept.click();
    await expect(notice).toBeHidden();
    await expect.poll(provider.requests).toBe(1);

    await page.getByRole('link', { name: /free quote on WhatsApp/ }).click();
    await expect.poll(() => events(page)).toContainEqual(['whatsapp_click', { event_category: 'engagement', event_label: '/' }]);

    await page.locator('#quote-name').fill('Consent Visitor');
    await page.locator('#quote-email').fill('consent@example.com');
    await page.locator('#quote-phone').fill('+34 600 111 333');
    await page.locator('#quote-serviceType').selectOption('heat-pump-system');
    await page.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect.poll(() => events(page)).toContainEqual(['generate_lead', { form_kind: 'quote', language: 'en' }]);

    // The choice holds on the next page: the provider loads at once, and a phone link is counted.
    await page.goto('/contact');
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'May we measure visits?' })).toBeHidden();
    await expect.poll(provider.requests).toBe(2);
    await page.evaluate(() =>
      document.addEventListener('click', (event) => (event.target as Element).closest('a[href^="tel:"]') && event.preventDefault(), true),
    );
    await page.locator('a[href^="tel:"]').first().click();
    await expect.poll(() => events(page)).toContainEqual(['phone_click', { event_category: 'engagement', event_label: '/contact' }]);
  });

  test('a refusal keeps analytics off after a reload, and the footer opens the choice again', async ({ page }) => {
    const provider = await stubProvider(page);
    await page.goto('/es');
    await hydrated(page);
    const notice = page.getByRole('region', { name: '¿Nos permite medir las visitas?' });
    await notice.getByRole('button', { name: 'Rechazar analítica' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await hydrated(page);
    await expect(notice).toBeHidden();
    await page
      .getByRole('link', { name: /presupuesto gratis por WhatsApp/ })
      .first()
      .click();
    expect(provider.requests()).toBe(0);

    await page.getByRole('button', { name: 'Configurar cookies' }).click();
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Aceptar analítica' })).toBeFocused();
    expect(provider.requests()).toBe(0);
  });
});
