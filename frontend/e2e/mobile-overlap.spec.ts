import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './support';

/**
 * One page of every kind in English, each with the Spanish pair its language switcher links to. On a phone the floating
 * WhatsApp button ("Chat Now") floats at the bottom right as on every width (docs/product.md, "WhatsApp widget"), but
 * nothing fixed but the sticky header may lie over a control, nor the button's tip over a heading, label or list item.
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
const CONTROLS = 'a, button, input, select, textarea';

/** What the WhatsApp tip may not cover either (islands/whatsapp-widget.dom.ts). */
const TIP_KEEPS_CLEAR = `${CONTROLS}, h1, h2, h3, h4, h5, h6, label, li`;

/**
 * Content elements that a fixed or floating element other than the header intersects, described for a readable
 * failure: every element whose position is fixed or sticky, outside the header, that is shown, and the WhatsApp tip.
 */
function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ controls, tipKeepsClear }) => {
      const header = document.querySelector('header');
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      };
      // The floating boxes that are shown; the WhatsApp widget by its button and its tip, not the box around them.
      const floating = [...document.querySelectorAll('body *')].filter((element) => {
        if (header?.contains(element) || element.matches('.whatsapp-widget')) return false;
        const position = getComputedStyle(element).position;
        return (position === 'fixed' || position === 'sticky' || element.matches('.whatsapp-widget > *')) && shown(element);
      });
      const intersects = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return floating.flatMap((box) =>
        [...document.querySelectorAll(box.matches('.whatsapp-widget__tip') ? tipKeepsClear : controls)]
          .filter((element) => shown(element) && !floating.some((other) => other.contains(element)))
          .filter((element) => intersects(box.getBoundingClientRect(), element.getBoundingClientRect()))
          .map(
            (element) => `.${box.className} over <${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`,
          ),
      );
    },
    { controls: CONTROLS, tipKeepsClear: TIP_KEEPS_CLEAR },
  );
}

/**
 * At each instant, at the page's top and at its end, nothing floating covers content; the header's button is in sight,
 * and at the end, where the footer keeps room, the floating button rests shown.
 */
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
      await scrollTo(page, where === 'end');
      expect(await coveredContent(page), `${path} at ${instant} ms, page ${where}`).toEqual([]);
      await expect(page.locator('header').getByRole('link', { name: /on WhatsApp|por WhatsApp/ })).toBeInViewport();
    }
    await expect(page.getByTestId('whatsapp-widget').getByRole('link', { name: /^Chat (Now|Ahora)/ })).toBeVisible();
  }
}

/**
 * Scrolls to the page's top or end and, if the page moved, waits for the scroll event the WhatsApp widget listens to,
 * then for its fade (if it stands aside) to end.
 */
async function scrollTo(page: Page, end: boolean): Promise<void> {
  await page.evaluate(
    (toEnd) =>
      new Promise<void>((resolve) => {
        const before = window.scrollY;
        window.scrollTo({ top: toEnd ? document.documentElement.scrollHeight : 0, behavior: 'instant' });
        if (window.scrollY === before) resolve();
        else window.addEventListener('scroll', () => resolve(), { once: true });
      }),
    end,
  );
  await page
    .getByTestId('whatsapp-widget')
    .evaluate((widget) => Promise.all(widget.getAnimations({ subtree: true }).map((animation) => animation.finished)));
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
