import { STATIC_ROUTES } from '@costa-sol/common';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { hydrated } from './support';

/** Every page kind in English; each test also visits the Spanish pair its language switcher links to. */
const ENGLISH_PAGES = [
  ...STATIC_ROUTES.map((route) => route.en),
  '/manufacturers/daikin',
  '/locations/marbella',
  '/locations/tolox',
  '/locations/alhaurin-el-grande/heat-pumps',
  '/qa/air-conditioning',
  '/qa/air-conditioning/community-permission-outdoor-unit',
];

/** What the page's stand-in analytics function records (the test installs it before the page's scripts run). */
interface RecordedEvents {
  events: unknown[][];
  gtag: (...args: unknown[]) => void;
}

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** On a 390 px phone: one header row with a tap-to-call control clear of the header's WhatsApp button, no sideways scroll. */
async function checkPhoneLayout(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: new Date('2026-06-10T10:00:00+02:00') });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  // The WhatsApp widget would appear after 1 s.
  await page.clock.runFor(1100);
  // The header's one visible tel: link (the desktop strip's is hidden on phones).
  const call = page.locator('header a[href^="tel:"]').filter({ visible: true });
  await expect(call, path).toHaveCount(1);
  await expect(call, path).toBeVisible();
  const callBox = (await call.boundingBox())!;
  expect(callBox.width, `${path}: tap target`).toBeGreaterThanOrEqual(44);
  // The header's round WhatsApp button; the closed phone menu's "Chat Now" link is in the header too, hidden.
  const whatsapp = page.locator('header a[href^="https://wa.me/"]').filter({ visible: true });
  await expect(whatsapp, path).toHaveCount(1);
  expect(overlaps(callBox, (await whatsapp.boundingBox())!), `${path}: call control over the WhatsApp button`).toBe(false);
  // The floating "Chat Now" has appeared (shown, or standing aside while a control lies where it rests).
  await expect(page.getByTestId('whatsapp-widget'), path).not.toHaveAttribute('hidden');
  const header = (await page.locator('header').boundingBox())!;
  expect(header.height, `${path}: header rows`).toBeLessThanOrEqual(72);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${path}: sideways scroll`).toBeLessThanOrEqual(widths.client);
  // A coloured band that ends the page meets the footer: no white strip between them.
  const band = await page.evaluate(() => {
    const last = document.querySelector('#main > :last-child');
    const footer = document.querySelector('footer');
    if (!last || !footer) return undefined;
    const colour = getComputedStyle(last).backgroundColor;
    const plain = colour === 'rgba(0, 0, 0, 0)' || colour === 'rgb(255, 255, 255)';
    return plain ? undefined : footer.getBoundingClientRect().top - last.getBoundingClientRect().bottom;
  });
  if (band !== undefined) expect(band, `${path}: white strip above the footer`).toBe(0);
}

test.describe('every page kind on a 390 px phone, in both languages', () => {
  for (const path of ENGLISH_PAGES) {
    test(`${path} and its Spanish pair`, async ({ page }) => {
      await checkPhoneLayout(page, path);
      const spanish = await page.locator('header a[data-language="es"]').getAttribute('href');
      expect(spanish).toMatch(/^\/es(\/|$)/);
      await checkPhoneLayout(page, spanish!);
    });
  }

  test('a tap on the call control dials the company and counts a phone_click', async ({ page }) => {
    await page.addInitScript(() => {
      const recorder: Window & Partial<RecordedEvents> = window;
      const events: unknown[][] = [];
      recorder.events = events;
      recorder.gtag = (...args: unknown[]) => events.push(args);
    });
    await page.goto('/es/ubicaciones/marbella');
    await hydrated(page);
    const call = page.locator('header a[href^="tel:"]').filter({ visible: true });
    await expect(call).toHaveAccessibleName(/^Llámanos: \+34/);
    // A tel: link leaves the page in a real phone; here the click is kept in the page to read the event.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await call.click();
    const events = await page.evaluate(() => (window as Window & Partial<RecordedEvents>).events);
    expect(events).toContainEqual(['event', 'phone_click', { event_category: 'engagement', event_label: '/es/ubicaciones/marbella' }]);
  });
});

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('shows the phone number as a link, and the tinted last section meets the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Call us: \+34/ })).toContainText('+34');
    const gap = await page.evaluate(() => {
      const last = document.querySelector('#main > :last-child')!.getBoundingClientRect();
      const main = document.querySelector('#main')!.getBoundingClientRect();
      const footer = document.querySelector('footer')!.getBoundingClientRect();
      return { afterLastSection: footer.top - last.bottom, afterMain: footer.top - main.bottom };
    });
    expect(gap).toEqual({ afterLastSection: 0, afterMain: 0 });
  });
});
