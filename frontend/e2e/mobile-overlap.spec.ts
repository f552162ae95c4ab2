import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './support';

/**
 * One page of every kind in English, each with the Spanish pair its language switcher links to. Below 600 px there is
 * no floating WhatsApp widget (docs/product.md, "WhatsApp widget"): the header's round button and the menu's
 * "Chat Now" stand for it, so nothing fixed but the sticky header may lie over the page.
 */
const ENGLISH_PAGES = [
  '/',
  '/services',
  '/services/air-conditioning',
  '/emergency-service',
  '/manufacturers/daikin',
  '/locations',
  '/locations/comarca/axarquia',
  '/locations/marbella',
  '/resources/hvac-sizing-guide',
  '/qa/air-conditioning',
  '/qa/air-conditioning/community-permission-outdoor-unit',
  '/tools/hvac-calculator',
  '/tools/maintenance-checklist',
  '/contact',
  '/book',
  '/privacy-policy',
  '/no-such-page',
];

const PHONE_WIDTHS = [360, 390];

/** Instants of the page's clock: after the widget would appear (1 s), after its tip would open (4 s), before it closes. */
const INSTANTS_MS = [1100, 4100, 9900];

/** What nothing floating may cover. */
const CONTENT = 'a, button, input, p, h1, h2, h3, li';

/**
 * Content elements that a fixed or floating element other than the header intersects, described for a readable
 * failure: every element whose position is fixed or sticky, outside the header, that is shown.
 */
function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const header = document.querySelector('header');
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    };
    const floating = [...document.querySelectorAll('body *')].filter((element) => {
      if (header?.contains(element)) return false;
      const position = getComputedStyle(element).position;
      return (position === 'fixed' || position === 'sticky') && shown(element);
    });
    const intersects = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return [...document.querySelectorAll(selector)]
      .filter((element) => shown(element) && !floating.some((box) => box.contains(element)))
      .flatMap((element) =>
        floating
          .filter((box) => intersects(box.getBoundingClientRect(), element.getBoundingClientRect()))
          .map((box) => `.${box.className} over <${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`),
      );
  }, CONTENT);
}

/** At each instant, at the page's top and at its end, nothing floating covers content; the header's button is in sight. */
async function checkNoOverlap(page: Page, path: string, start: string): Promise<void> {
  // Paused before the page loads, so a slow load cannot let the first instants pass before the test looks.
  await page.clock.pauseAt(new Date(start));
  const response = await page.goto(path);
  expect([200, 404], path).toContain(response?.status());
  await hydrated(page);
  let elapsed = 0;
  for (const instant of INSTANTS_MS) {
    await page.clock.runFor(instant - elapsed);
    elapsed = instant;
    for (const where of ['top', 'end'] as const) {
      await page.evaluate((end) => window.scrollTo(0, end ? document.documentElement.scrollHeight : 0), where === 'end');
      expect(await coveredContent(page), `${path} at ${instant} ms, page ${where}`).toEqual([]);
      await expect(page.locator('header').getByRole('link', { name: /on WhatsApp|por WhatsApp/ })).toBeInViewport();
    }
  }
  await expect(page.getByTestId('whatsapp-widget')).toBeHidden();
}

for (const width of PHONE_WIDTHS) {
  test.describe(`nothing floats over the content of a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true });

    for (const path of ENGLISH_PAGES) {
      test(`${path} and its Spanish pair`, async ({ page }) => {
        await page.clock.install({ time: new Date('2026-06-10T09:59:59+02:00') });
        await checkNoOverlap(page, path, '2026-06-10T10:00:00+02:00');
        const spanish = await page.locator('header a[data-language="es"]').getAttribute('href');
        expect(spanish).toMatch(/^\/es(\/|$)/);
        await checkNoOverlap(page, spanish!, '2026-06-10T11:00:00+02:00');
      });
    }

    test('"Chat Now" is in the open menu, with the message for the page', async ({ page }) => {
      await page.goto('/emergency-service');
      await hydrated(page);
      await page.locator('header .site-menu__toggle').click();
      const chat = page.locator('#site-menu-panel').getByRole('link', { name: /^Chat Now/ });
      await expect(chat).toBeVisible();
      await expect(chat).toHaveAttribute('target', '_blank');
      expect(decodeURIComponent((await chat.getAttribute('href'))!.split('text=')[1])).toContain('URGENT');
    });
  });
}
