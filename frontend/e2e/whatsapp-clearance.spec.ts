import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './support';

/**
 * The floating WhatsApp button and its tip never cover a control (docs/product.md, "WhatsApp widget"): on each page at
 * each width, before the tip (1.1 s), with the tip due (4.1 s) and after it closed (11.1 s), the page is stepped
 * through by screenfuls, and at each step the element at the centre of every control in view must not be a floating
 * one: it is the control, inside it, or the page around it; and, by boxes, the shown button meets no control and the
 * shown tip no control or heading. What lies under the sticky header is not in view.
 */
const PAGES = ['/', '/contact', '/services/air-conditioning', '/tools/hvac-calculator', '/es/contacto'];
const WIDTHS = [360, 390, 700, 768, 1366];
const INSTANTS_MS = [1100, 4100, 11_100];

/** Scrolls to `top` and, if the page moved, waits for the scroll event the widget listens to. */
function scrollTo(page: Page, top: number): Promise<void> {
  return page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        const before = window.scrollY;
        window.scrollTo({ top: y, behavior: 'instant' });
        if (window.scrollY === before) resolve();
        else window.addEventListener('scroll', () => resolve(), { once: true });
      }),
    top,
  );
}

/**
 * The controls in view whose centre shows something floating (a fixed element other than the header), each named with
 * what covers it. The centre of a link that wraps is that of its first line.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    const floats = (element: Element | null): boolean =>
      element !== null && element !== header && (getComputedStyle(element).position === 'fixed' || floats(element.parentElement));
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    return [...document.querySelectorAll('input, select, textarea, button, a[href]')].flatMap((element) => {
      const box = element.getClientRects()[0];
      if (!box || box.width === 0 || box.height === 0 || !element.checkVisibility({ visibilityProperty: true })) return [];
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || x >= window.innerWidth || y >= window.innerHeight || y < (header?.contains(element) ? 0 : headerBottom)) return [];
      const shown = document.elementFromPoint(x, y);
      return shown && !element.contains(shown) && floats(shown) ? [`${describe(element)} under ${describe(shown)}`] : [];
    });
  });
}

/**
 * Stricter than the centres, by boxes (the rule the widget keeps): the controls that the shown button's box meets, and
 * the controls and headings that the shown tip's box meets. Once the widget's fade, if any, has ended.
 */
async function underTheWidget(page: Page): Promise<string[]> {
  const widget = page.getByTestId('whatsapp-widget');
  await widget.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  return widget.evaluate((element) => {
    const meets = (part: Element | null, selector: string) => {
      if (!part?.checkVisibility({ visibilityProperty: true })) return [];
      const place = part.getBoundingClientRect();
      return [...document.querySelectorAll(`:is(#main, footer) :is(${selector})`)].flatMap((other) => {
        const box = other.getBoundingClientRect();
        const under = box.width > 0 && box.left < place.right && place.left < box.right && box.top < place.bottom && place.top < box.bottom;
        return under ? [`${part.className} over <${other.tagName.toLowerCase()}> "${(other.textContent ?? '').trim().slice(0, 40)}"`] : [];
      });
    };
    const controls = 'a[href], button, input:not([type="hidden"]), select, textarea';
    return [
      ...meets(element.querySelector('.whatsapp-widget__button'), controls),
      ...meets(element.querySelector('.whatsapp-widget__tip'), `${controls}, h1, h2, h3, h4, h5, h6`),
    ];
  });
}

/** Steps from the page's top to its end by screenfuls (less the header), collecting the covered controls. */
async function stepThrough(page: Page, when: string): Promise<string[]> {
  const { end, step } = await page.evaluate(() => ({
    end: document.documentElement.scrollHeight - window.innerHeight,
    step: window.innerHeight - (document.querySelector('header')?.getBoundingClientRect().height ?? 0),
  }));
  const covered: string[] = [];
  for (let top = 0; ; top = Math.min(end, top + step)) {
    await scrollTo(page, top);
    const found = [...(await coveredControls(page)), ...(await underTheWidget(page))];
    covered.push(...found.map((what) => `${when}, scrolled ${top}px: ${what}`));
    if (top >= end) return covered;
  }
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px the WhatsApp widget covers no control`, () => {
    test.use({ viewport: { width, height: width < 600 ? 780 : 768 }, isMobile: width < 600, hasTouch: width < 600 });

    for (const path of PAGES) {
      test(path, async ({ page }) => {
        // Paused before the page loads, so a slow load cannot let the first instants pass before the test looks.
        await page.clock.install({ time: new Date('2026-06-10T09:59:59+02:00') });
        await page.clock.pauseAt(new Date('2026-06-10T10:00:00+02:00'));
        await page.goto(path);
        await hydrated(page);
        const covered: string[] = [];
        let elapsed = 0;
        for (const instant of INSTANTS_MS) {
          await page.clock.runFor(instant - elapsed);
          elapsed = instant;
          covered.push(...(await stepThrough(page, `${instant} ms`)));
        }
        expect(covered).toEqual([]);
        // At the page's end the footer keeps room: the button rests there, shown.
        await expect(page.getByTestId('whatsapp-widget').getByRole('link')).toBeVisible();
      });
    }
  });
}
