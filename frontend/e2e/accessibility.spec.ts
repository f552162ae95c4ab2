import { expect, test } from '@playwright/test';
import pa11y from 'pa11y';
import puppeteer, { type Browser } from 'puppeteer';

/**
 * One page of every kind, in English and Spanish, checked at a phone's and a laptop's width by pa11y (WCAG2AA, with
 * both its runners, HTML_CodeSniffer and axe): 0 errors (issue 27).
 * pa11y opens the page in a browser of its own, so it also meets what a first visit shows (the consent notice).
 */
const PAGES: { kind: string; en: string; es: string; status?: number }[] = [
  { kind: 'home', en: '/', es: '/es' },
  { kind: 'services overview', en: '/services', es: '/es/servicios' },
  { kind: 'service', en: '/services/air-conditioning', es: '/es/servicios/aire-acondicionado' },
  { kind: 'landing', en: '/emergency-service', es: '/es/servicio-emergencia' },
  { kind: 'brand', en: '/manufacturers/daikin', es: '/es/fabricantes/daikin' },
  { kind: 'locations', en: '/locations', es: '/es/ubicaciones' },
  { kind: 'comarca hub', en: '/locations/comarca/axarquia', es: '/es/ubicaciones/comarca/axarquia' },
  { kind: 'town', en: '/locations/marbella', es: '/es/ubicaciones/marbella' },
  { kind: 'guide', en: '/resources/hvac-sizing-guide', es: '/es/recursos/guia-dimensionamiento-hvac' },
  {
    kind: 'Q&A article',
    en: '/qa/air-conditioning/community-permission-outdoor-unit',
    es: '/es/preguntas/air-conditioning/community-permission-outdoor-unit',
  },
  { kind: 'Q&A category', en: '/qa/air-conditioning', es: '/es/preguntas/air-conditioning' },
  { kind: 'calculator', en: '/tools/hvac-calculator', es: '/es/herramientas/calculadora-hvac' },
  { kind: 'checklist', en: '/tools/maintenance-checklist', es: '/es/herramientas/lista-mantenimiento' },
  { kind: 'contact', en: '/contact', es: '/es/contacto' },
  { kind: 'book a visit', en: '/book', es: '/es/reservar' },
  { kind: 'legal', en: '/privacy-policy', es: '/es/politica-privacidad' },
  { kind: 'thanks', en: '/thank-you/quote', es: '/es/gracias/presupuesto' },
  { kind: '404', en: '/no-such-page', es: '/es/no-existe', status: 404 },
];

const WIDTHS = [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 1280, height: 800, isMobile: false, hasTouch: false },
];

/** One browser for every pa11y run (a launch per page took most of the time); pa11y opens a fresh page in it each time. */
let browser: Browser;
test.beforeAll(async () => {
  browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
});
test.afterAll(async () => {
  await browser.close();
});

/** pa11y's errors on one page at one width, each named by its runner (htmlcs or axe), rule and element. */
async function pa11yErrors(url: string, viewport: (typeof WIDTHS)[number]): Promise<string[]> {
  const results = await pa11y(url, {
    standard: 'WCAG2AA',
    runners: ['htmlcs', 'axe'],
    viewport,
    browser,
    timeout: 60_000,
    // axe's "needs review" results (e.g. the fixed consent notice over the text, so the background behind a line
    // cannot be computed) are reported as warnings, not errors; axe's violations stay errors.
    levelCapWhenNeedsReview: 'warning',
  });
  return results.issues
    .filter((issue) => issue.type === 'error')
    .map((issue) => `${viewport.width} px ${issue.runner} ${issue.code}: ${issue.selector} ${issue.context.slice(0, 120)}`);
}

/**
 * Each page kind in both languages at both widths: the four pa11y runs side by side in the shared browser. axe runs
 * as one of pa11y's two runners; axe through Playwright checks the hydrated pages in pages.spec.ts and the specs of
 * each feature.
 */
for (const { kind, en, es, status = 200 } of PAGES) {
  test(`${kind} (${en}, ${es}): pa11y (HTML_CodeSniffer and axe) finds no error at 390 and 1280 px`, async ({ request, baseURL }) => {
    test.setTimeout(240_000);
    for (const path of [en, es]) expect((await request.get(path)).status(), path).toBe(status);
    const runs = [en, es].flatMap((path) =>
      WIDTHS.map(async (viewport) => ({ path, errors: await pa11yErrors(`${baseURL}${path}`, viewport) })),
    );
    const problems = (await Promise.all(runs)).flatMap(({ path, errors }) => errors.map((error) => `${path} ${error}`));
    expect(problems).toEqual([]);
  });
}
