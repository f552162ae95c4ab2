import { expect, type Locator, type Page, test } from '@playwright/test';
import { hydrated } from './support';

/** What the page's analytics function received: a stand-in gtag that keeps its calls. */
interface RecordedEvents {
  gtag: (...args: unknown[]) => void;
  events: unknown[];
}

async function recordAnalytics(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recorder: Window & Partial<RecordedEvents> = window;
    const events: unknown[] = [];
    recorder.events = events;
    recorder.gtag = (...args: unknown[]) => events.push(args);
  });
}

/** Follows the WhatsApp link (answered in place of wa.me) and expects its whatsapp_click event for the page. */
async function expectWhatsAppClickEvent(page: Page, link: Locator, path: string): Promise<void> {
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'ok' }));
  await link.click();
  expect(await recordedEvents(page)).toContainEqual(['event', 'whatsapp_click', { event_category: 'engagement', event_label: path }]);
}

function recordedEvents(page: Page): Promise<unknown[] | undefined> {
  return page.evaluate(() => (window as Window & Partial<RecordedEvents>).events);
}

test.describe('WhatsApp widget', () => {
  test('appears after 1 s, opens its tip 3 s later and closes it 10 s after appearing', async ({ page }) => {
    // Paused, so a slow load cannot let the first second pass before the test looks.
    await page.clock.install({ time: new Date('2026-06-10T09:59:59+02:00') });
    await page.clock.pauseAt(new Date('2026-06-10T10:00:00+02:00'));
    await page.goto('/');
    await hydrated(page);
    const widget = page.getByTestId('whatsapp-widget');
    const tip = page.getByTestId('whatsapp-tooltip');
    await expect(widget).toBeHidden();
    await page.clock.runFor(1100);
    await expect(widget).toBeVisible();
    await expect(tip).toBeHidden();
    await page.clock.runFor(3000);
    await expect(tip).toBeVisible();
    await page.clock.runFor(6800);
    await expect(tip).toBeVisible();
    await page.clock.runFor(200);
    await expect(tip).toBeHidden();
    await expect(widget).toBeVisible();
  });

  test('the tip can be closed by hand', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-06-10T10:00:00+02:00') });
    await page.goto('/es');
    await hydrated(page);
    await page.clock.runFor(4100);
    await page.getByRole('button', { name: 'Cerrar el aviso de WhatsApp' }).click();
    await expect(page.getByTestId('whatsapp-tooltip')).toBeHidden();
  });

  test('opens WhatsApp with the message for the page and sends whatsapp_click', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-06-10T10:00:00+02:00') });
    await recordAnalytics(page);
    await page.goto('/commercial-services');
    await hydrated(page);
    await page.clock.runFor(1100);
    const link = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
    const href = await link.getAttribute('href');
    expect(href).toContain('https://wa.me/');
    expect(decodeURIComponent(href!.split('text=')[1])).toContain('for my business');
    await expect(link).toHaveAttribute('target', '_blank');
    await expectWhatsAppClickEvent(page, link, '/commercial-services');
  });

  test('the header button carries the fixed Spanish quote message', async ({ page }) => {
    await page.goto('/');
    const href = await page.getByRole('link', { name: /free quote on WhatsApp/ }).getAttribute('href');
    expect(decodeURIComponent(href!.split('text=')[1])).toBe(
      'Hola, me gustaría solicitar un presupuesto gratuito de climatización y energía solar en Málaga.',
    );
  });

  test('below 600 px there is no floating widget: "Chat Ahora" is in the menu and the header button stays', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.clock.install({ time: new Date('2026-06-10T10:00:00+02:00') });
    await page.goto('/es');
    await hydrated(page);
    await page.clock.runFor(4100);
    await expect(page.getByTestId('whatsapp-widget')).toBeHidden();
    await expect(page.getByTestId('whatsapp-tooltip')).toBeHidden();
    await expect(page.locator('header').getByRole('link', { name: /presupuesto gratis por WhatsApp/ })).toBeInViewport();
    await page.locator('header .site-menu__toggle').click();
    await expect(page.locator('#site-menu-panel').getByRole('link', { name: /^Chat Ahora/ })).toBeVisible();
  });

  test('the menu\'s "Chat Now" carries the message for the page and sends whatsapp_click', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.clock.install({ time: new Date('2026-06-10T10:00:00+02:00') });
    await recordAnalytics(page);
    await page.goto('/commercial-services');
    await hydrated(page);
    await page.locator('header .site-menu__toggle').click();
    const link = page.locator('#site-menu-panel').getByRole('link', { name: /^Chat Now/ });
    expect(decodeURIComponent((await link.getAttribute('href'))!.split('text=')[1])).toContain('for my business');
    await expectWhatsAppClickEvent(page, link, '/commercial-services');
  });

  test('from 600 px the floating widget shows as before', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await page.clock.install({ time: new Date('2026-06-10T10:00:00+02:00') });
    await page.goto('/es');
    await hydrated(page);
    await page.clock.runFor(4100);
    await expect(page.getByTestId('whatsapp-widget')).toBeVisible();
    await expect(page.getByTestId('whatsapp-tooltip')).toBeVisible();
  });
});
