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
    const link = page.getByRole('link', { name: 'Chat Now on WhatsApp (opens in a new tab)' });
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

  test('below 600 px the floating button reads "Chat Ahora", with its timings; the menu keeps its own', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.clock.install({ time: new Date('2026-06-10T09:59:59+02:00') });
    await page.clock.pauseAt(new Date('2026-06-10T10:00:00+02:00'));
    await page.goto('/es');
    await hydrated(page);
    const widget = page.getByTestId('whatsapp-widget');
    await expect(widget).toBeHidden();
    await page.clock.runFor(1100);
    const button = widget.getByRole('link', { name: 'Chat Ahora por WhatsApp (se abre en una pestaña nueva)' });
    await expect(button).toBeVisible();
    await expect(button).toContainText('Chat Ahora');
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect({ right: 390 - (box.x + box.width), bottom: 800 - (box.y + box.height) }).toEqual({ right: 16, bottom: 16 });
    await page.clock.runFor(3000);
    await expect(page.getByTestId('whatsapp-tooltip')).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: /presupuesto gratis por WhatsApp/ })).toBeInViewport();
    await page.locator('header .site-menu__toggle').click();
    await expect(widget).toBeHidden();
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

  test('from 600 px the floating button is the round icon alone', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await page.clock.install({ time: new Date('2026-06-10T10:00:00+02:00') });
    await page.goto('/es');
    await hydrated(page);
    await page.clock.runFor(4100);
    const button = page.getByTestId('whatsapp-widget').getByRole('link', { name: /^Chat Ahora por WhatsApp/ });
    await expect(button).toBeVisible();
    expect(await button.boundingBox()).toMatchObject({ width: 56, height: 56 });
    await expect(page.getByTestId('whatsapp-tooltip')).toBeVisible();
  });

  test('it stands aside while a field has focus, and comes back when it leaves', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await page.clock.install({ time: new Date('2026-06-10T10:00:00+02:00') });
    await page.goto('/contact');
    await hydrated(page);
    await page.clock.runFor(1100);
    // At the page's end the footer keeps room for the button; the field gets focus without the page moving.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const button = page.getByTestId('whatsapp-widget').getByRole('link');
    await expect(button).toBeVisible();
    const field = page.getByLabel('Last name');
    await field.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
    await expect(button).toBeHidden();
    await field.blur();
    await expect(button).toBeVisible();
  });

  test('its tip waits while a heading lies where it opens', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.clock.install({ time: new Date('2026-06-10T09:59:59+02:00') });
    await page.clock.pauseAt(new Date('2026-06-10T10:00:00+02:00'));
    await page.goto('/contact');
    await hydrated(page);
    await page.clock.runFor(4100);
    const tip = page.getByTestId('whatsapp-tooltip');
    // Due (no longer [hidden]) but out of sight: "Contact Details" lies where it opens.
    await expect(tip).not.toHaveAttribute('hidden');
    await expect(tip).toBeHidden();
    const place = (await tip.boundingBox())!;
    const heading = (await page.getByRole('heading', { name: 'Contact Details' }).boundingBox())!;
    expect(heading.y < place.y + place.height && place.y < heading.y + heading.height && heading.x + heading.width > place.x).toBe(true);
    await page.evaluate(() => window.scrollTo({ top: 800, behavior: 'instant' }));
    await expect(tip).toBeVisible();
    // 11 s after the page started: 10 s after the button appeared.
    await page.clock.runFor(7000);
    await expect(tip).toBeHidden();
    await expect(page.getByTestId('whatsapp-widget').getByRole('link')).toBeVisible();
  });
});
