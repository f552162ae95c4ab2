import { type Language, manufacturerPath, type RouteKey, routePath, SERVICE_ROUTE_KEYS } from '@costa-sol/common';
import { axeViolations } from './support';
import { expect, test } from '@playwright/test';

const LONG_PAGES: RouteKey[] = ['hvacSizingGuide', 'airConditioning'];
const LANGUAGES: Language[] = ['en', 'es'];
const CONTENTS = { en: 'On this page', es: 'En esta página' } as const;
const KEY_FACTS = { en: 'Key facts', es: 'Datos clave' } as const;
const QUOTE = { en: 'Get a quote for this', es: 'Pide presupuesto para esto' } as const;

test.describe('long article pages (issue 27)', () => {
  // axe over a 2,500-word page takes a while on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  for (const key of LONG_PAGES)
    for (const language of LANGUAGES) {
      const path = routePath(key, language);

      test(`${path}: contents to every h2, key facts and the quote block after the contents on a phone (390 px), axe clean`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(path);
        const contents = page.getByRole('navigation', { name: CONTENTS[language] });
        const hrefs = await contents.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(hrefs.length).toBeGreaterThanOrEqual(6);
        for (const href of hrefs) {
          expect(href).toMatch(/^#[a-z0-9-]+$/);
          await expect(page.locator(`h2${href}`)).toHaveCount(1);
        }
        const facts = page.getByRole('region', { name: KEY_FACTS[language] });
        await expect(facts.locator('dl > div > dt')).not.toHaveCount(0);
        expect(await facts.locator('dt').count()).toBe(await facts.locator('dd').count());
        const quote = page.getByRole('complementary', { name: QUOTE[language] });
        // A service page holds the quote form itself; a guide sends to the home page's.
        const form = SERVICE_ROUTE_KEYS.some((service) => service === key) ? '#quote' : `${routePath('home', language)}#quote`;
        await expect(quote.getByRole('link').first()).toHaveAttribute('href', form);
        const [contentsBox, quoteBox, firstSection] = await Promise.all([
          contents.boundingBox(),
          quote.boundingBox(),
          page.locator(`h2${hrefs[0]}`).boundingBox(),
        ]);
        expect(quoteBox!.y).toBeGreaterThan(contentsBox!.y + contentsBox!.height);
        expect(quoteBox!.y + quoteBox!.height).toBeLessThan(firstSection!.y);
        // The page never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await contents.getByRole('link').nth(1).click();
        await expect(page).toHaveURL(new RegExp(`${hrefs[1]}$`));
        expect(await axeViolations(page)).toEqual([]);
      });

      test(`${path}: the quote block stays beside the text while it scrolls (1280 px), axe clean`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(path);
        const quote = page.getByRole('complementary', { name: QUOTE[language] });
        const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
        const top = await quote.boundingBox();
        expect(top!.x).toBeGreaterThan(heading!.x + heading!.width);
        await page
          .getByRole('heading', { name: language === 'en' ? 'Frequently asked questions' : 'Preguntas frecuentes' })
          .scrollIntoViewIfNeeded();
        const later = await quote.boundingBox();
        expect(later!.x).toBe(top!.x);
        expect(later!.y).toBeGreaterThanOrEqual(0);
        expect(later!.y + later!.height).toBeLessThanOrEqual(800);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

  for (const [name, path] of [
    ['a short manufacturer page', manufacturerPath('lennox', 'en')],
    ['the legal notice', routePath('legalNotice', 'es')],
  ] as const)
    test(`${name} (${path}) has no contents list`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: /On this page|En esta página/ })).toHaveCount(0);
    });
});
