import { WHATSAPP_TIMINGS } from '@costa-sol/common';
import { expect, type Page, test } from '@playwright/test';

/** One page of every kind in English; each test also visits the Spanish pair its language switcher links to. */
const ENGLISH_PAGES = [
  '/',
  '/services/air-conditioning',
  '/manufacturers/daikin',
  '/locations/marbella',
  '/resources/hvac-sizing-guide',
  '/qa/air-conditioning/community-permission-outdoor-unit',
  '/contact',
  '/locations',
];

const PHONE_WIDTHS = [360, 390];

/** What the WhatsApp widget must never cover. */
const CONTENT = 'a, button, input, p, h1, h2, h3, li';

/** The content elements whose boxes the widget's visible parts intersect, described for a readable failure. */
function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const widget = document.querySelector('.whatsapp-widget');
    if (!widget) return ['no WhatsApp widget'];
    const floating = [...widget.querySelectorAll<HTMLElement>('.whatsapp-widget__tip, .whatsapp-widget__row > *')]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    };
    const intersects = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return [...document.querySelectorAll(selector)]
      .filter((element) => !widget.contains(element) && shown(element))
      .filter((element) => floating.some((box) => intersects(box, element.getBoundingClientRect())))
      .map((element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`);
  }, CONTENT);
}

/**
 * At the page's end, while the tip is open and once it has closed, the widget covers nothing: the page keeps room for
 * it, so every link and line can be scrolled clear of it.
 */
async function checkNoOverlap(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: new Date('2026-06-10T10:00:00+02:00') });
  expect((await page.goto(path))?.status(), path).toBe(200);
  await page.clock.runFor(WHATSAPP_TIMINGS.appearAfter + WHATSAPP_TIMINGS.tooltipAfter + 100);
  await expect(page.getByTestId('whatsapp-tooltip'), path).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await coveredContent(page), `${path}: covered by the tip`).toEqual([]);
  await page.clock.runFor(WHATSAPP_TIMINGS.closeTooltipAfter - WHATSAPP_TIMINGS.tooltipAfter);
  await expect(page.getByTestId('whatsapp-tooltip'), path).toBeHidden();
  expect(await coveredContent(page), `${path}: covered by the button`).toEqual([]);
}

for (const width of PHONE_WIDTHS) {
  test.describe(`the WhatsApp widget covers no content on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true });

    for (const path of ENGLISH_PAGES) {
      test(`${path} and its Spanish pair`, async ({ page }) => {
        await checkNoOverlap(page, path);
        const spanish = await page.locator('header a[data-language="es"]').getAttribute('href');
        expect(spanish).toMatch(/^\/es(\/|$)/);
        await checkNoOverlap(page, spanish!);
      });
    }
  });
}
