import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import pa11y from 'pa11y';
import { hydrated } from './support';

/**
 * One page of every kind, in English and Spanish, checked at a phone's and a laptop's width by pa11y (WCAG2AA, with
 * both its runners, HTML_CodeSniffer and axe) and by axe through Playwright (WCAG 2.1 A and AA): 0 errors (issue 27).
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
  { kind: 'legal', en: '/privacy-policy', es: '/es/politica-privacidad' },
  { kind: 'thanks', en: '/thank-you/quote', es: '/es/gracias/presupuesto' },
  { kind: '404', en: '/no-such-page', es: '/es/no-existe', status: 404 },
];

const WIDTHS = [
  { width: 390, height: 844, isMobile: true },
  { width: 1280, height: 800, isMobile: false },
];

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

for (const viewport of WIDTHS) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.isMobile, hasTouch: viewport.isMobile });

    for (const { kind, en, es, status = 200 } of PAGES) {
      for (const path of [en, es]) {
        test(`${kind} ${path}: pa11y and axe find no error`, async ({ page, baseURL }) => {
          test.setTimeout(90_000);
          const results = await pa11y(`${baseURL}${path}`, {
            standard: 'WCAG2AA',
            runners: ['htmlcs', 'axe'],
            viewport: { ...viewport, hasTouch: viewport.isMobile },
            chromeLaunchConfig: {
              executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
              args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
            },
            timeout: 60_000,
            // axe's "needs review" results (e.g. the fixed consent notice over the text, so the background behind
            // a line cannot be computed) are reported as warnings, not errors; axe's violations stay errors.
            levelCapWhenNeedsReview: 'warning',
          });
          const pa11yErrors = results.issues
            .filter((issue) => issue.type === 'error')
            .map((issue) => `${issue.runner} ${issue.code}: ${issue.selector} ${issue.context.slice(0, 120)}`);
          expect(pa11yErrors, `pa11y on ${path}`).toEqual([]);

          expect((await page.goto(path))?.status(), path).toBe(status);
          await hydrated(page);
          const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
          expect(
            axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
            `axe on ${path}`,
          ).toEqual([]);
        });
      }
    }
  });
}
