import { expect, test } from '@playwright/test';
import { ADMIN, expectNoAxeViolations, signIn, unique } from './admin-support';
import { hydrated } from './support';

// Issue 22: an article page edited in the admin, in English and Spanish; typed work survives a forced sign-out.
test('site pages: a half-typed page survives a forced sign-out, is published, shows on the site, and a revision restores the old text', async ({
  page,
  context,
}) => {
  // Two editors of long pages checked by axe in two languages, a sign-in again, a publish and a restore.
  test.setTimeout(240_000);
  const sentence = `Cookie settings can be changed at every visit, note ${unique()}.`;
  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Site pages' }).click();
  await expect(page.getByRole('heading', { name: 'Site pages', level: 1 })).toBeVisible();
  await page.goto('/admin/site-pages/cookie-policy');
  await hydrated(page);
  const english = page.locator('#site-page-markdownEn');
  const original = await english.inputValue();
  await english.fill(original.replace(/\n---\n\n/, `\n---\n\n${sentence} `));
  // The live preview reads the text as the site will.
  await expect(page.getByRole('region', { name: 'Preview' }).first().getByText(sentence)).toBeVisible();
  await page.locator('#site-page-seoTitleEn').fill('Cookies at Costa Sol');
  await expect(page.getByText('20 of 60 characters.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The session ends while the owner types: the access token is over and the refresh cookie gone.
  await context.clearCookies();
  await page.evaluate(() => {
    const key = 'costa-sol-admin-session';
    const session = JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    window.sessionStorage.setItem(key, JSON.stringify({ ...session, expiresAt: Date.now() - 1000 }));
  });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fsite-pages%2Fcookie-policy$/);
  await page.locator('#login-email').fill(ADMIN.email);
  await page.locator('#login-password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/site-pages\/cookie-policy$/);
  await expect(page.getByText('Your unsaved changes to this form were kept')).toBeVisible();
  await expect(english).toHaveValue(new RegExp(sentence.replace(/[.]/g, '\\.')));

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  const before = await page.request.get('/cookie-policy');
  expect(await before.text()).not.toContain(sentence);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Every visitor sees the new text now.')).toBeVisible();
  const after = await page.request.get('/cookie-policy');
  const html = await after.text();
  expect(html).toContain(sentence);
  expect(html).toContain('<title>Cookies at Costa Sol</title>');

  // In Spanish: the same screens, and one click restores the first start's text.
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: /Editar página/, level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const revisions = page.getByRole('table', { name: 'Versiones, la más reciente primero' });
  await revisions
    .getByRole('row')
    .last()
    .getByRole('button', { name: /Restaurar/ })
    .click();
  await expect(page.getByText('Versión restaurada y publicada')).toBeVisible();
  await expect(english).toHaveValue(original);
  expect(await (await page.request.get('/cookie-policy')).text()).not.toContain(sentence);
});

// The home page's text is a page of the list too; its layout's sections cannot be lost.
test('site pages: the home page is listed, and its editor flags a section the layout places when its anchor is gone', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/site-pages');
  const home = page.getByRole('row').filter({ hasText: 'Home page' });
  await expect(home).toHaveCount(1);
  await home.getByRole('link', { name: /^Edit / }).click();
  await expect(page).toHaveURL(/\/admin\/site-pages\/home$/);
  await hydrated(page);
  const english = page.locator('#site-page-markdownEn');
  await english.fill((await english.inputValue()).replace('{#services}', '{#our-services}'));
  await expect(page.getByText('section #services is missing').first()).toBeVisible();
});
