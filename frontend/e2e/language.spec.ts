import { STATIC_ROUTES } from '@costa-sol/common';
import { expect, test } from '@playwright/test';
import { hydrated } from './support';

test.describe('language switch', () => {
  for (const route of STATIC_ROUTES) {
    test(`${route.en} ⇄ ${route.es}`, async ({ page }) => {
      await page.goto(route.en);
      await hydrated(page);
      await expect(page.getByRole('link', { name: /^ES/ })).toHaveAttribute('hreflang', 'es');
      await page.getByRole('link', { name: /^ES/ }).click();
      await expect(page).toHaveURL(new RegExp(`${route.es.replace(/\//g, '\\/')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('es');
      await expect(page.getByRole('link', { name: /^ES/ })).toHaveAttribute('aria-current', 'true');
      await page.getByRole('link', { name: /^EN/ }).click();
      await expect(page).toHaveURL(new RegExp(`${route.en === '/' ? '/' : route.en.replace(/\//g, '\\/')}$`));
      expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en');
    });
  }

  test('an unmapped path falls back to the chosen language home', async ({ page }) => {
    await page.goto('/no-such-page');
    await hydrated(page);
    await page.getByRole('link', { name: /^ES/ }).click();
    await expect(page).toHaveURL(/\/es$/);
  });

  test('a Q&A path swaps /qa with /es/preguntas', async ({ page }) => {
    await page.goto('/qa/some-category');
    await hydrated(page);
    await page.getByRole('link', { name: /^ES/ }).click();
    await expect(page).toHaveURL(/\/es\/preguntas\/some-category$/);
  });
});
