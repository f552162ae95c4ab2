import { expect, test } from '@playwright/test';
import { ADMIN, expectNoAxeViolations, signIn, unique } from './admin-support';
import { hydrated } from './support';

test.describe('admin: work typed in a form survives', () => {
  test('a session that ends while the admin types: sign in again, the half-typed form is back, then saved', async ({ page, context }) => {
    await signIn(page);
    const id = unique();
    await page.goto('/admin/categories/new');
    await hydrated(page);
    await page.locator('#category-nameEn').fill(`Pool heating ${id}`);
    await page.locator('#category-nameEs').fill(`Climatización de piscinas ${id}`);

    // Meanwhile the server ended the session (its idle limit): the access token is over and the refresh cookie gone.
    await context.clearCookies();
    await page.evaluate(() => {
      const key = 'costa-sol-admin-session';
      const session = JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      window.sessionStorage.setItem(key, JSON.stringify({ ...session, expiresAt: Date.now() - 1000 }));
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcategories%2Fnew$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    await page.locator('#login-email').fill(ADMIN.email);
    await page.locator('#login-password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/admin\/categories\/new$/);
    await expect(page.getByText('Your unsaved changes to this form were kept')).toBeVisible();
    await expect(page.locator('#category-nameEn')).toHaveValue(`Pool heating ${id}`);
    await expect(page.locator('#category-nameEs')).toHaveValue(`Climatización de piscinas ${id}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByRole('cell', { name: `Pool heating ${id}` })).toBeVisible();

    // Saved: the draft is gone, the next new category starts empty.
    await page.goto('/admin/categories/new');
    await hydrated(page);
    await expect(page.locator('#category-nameEn')).toHaveValue('');
    await expect(page.getByText('Your unsaved changes to this form were kept')).toHaveCount(0);
  });

  test('a reload keeps an edit until it is discarded', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/categories/new');
    await hydrated(page);
    await page.locator('#category-nameEn').fill('Half a name');
    await page.reload();
    await hydrated(page);
    await expect(page.locator('#category-nameEn')).toHaveValue('Half a name');
    await page.getByRole('button', { name: 'Discard them' }).click();
    await expect(page.locator('#category-nameEn')).toHaveValue('');
    await page.reload();
    await hydrated(page);
    await expect(page.locator('#category-nameEn')).toHaveValue('');
  });

  test('leaving a form with unsaved changes asks first: Stay keeps the form, Leave goes and the draft waits', async ({ page }) => {
    await signIn(page);
    const admin = page.getByRole('navigation', { name: 'Admin navigation' });
    await page.goto('/admin/categories/new');
    await hydrated(page);

    // Nothing typed: a menu item just goes.
    await admin.getByRole('link', { name: 'Leads', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await page.goto('/admin/categories/new');
    await hydrated(page);
    await page.locator('#category-nameEn').fill('Solar batteries');

    await admin.getByRole('link', { name: 'Leads', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Leave this page?' });
    await expect(question).toBeVisible();
    await expect(question.getByText('kept as a draft in this browser tab')).toBeVisible();
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/categories\/new$/);
    await expect(page.locator('#category-nameEn')).toHaveValue('Solar batteries');

    // Cancel is a link too.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await question.getByRole('button', { name: 'Leave', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);

    await page.goto('/admin/categories/new');
    await hydrated(page);
    await expect(page.locator('#category-nameEn')).toHaveValue('Solar batteries');
    await page.getByRole('button', { name: 'Discard them' }).click();
    await admin.getByRole('link', { name: 'Leads', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
  });

  test('in Spanish the question is asked in Spanish', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await page.goto('/admin/categories/new');
    await hydrated(page);
    await page.locator('#category-nameEn').fill('Solar batteries');
    await page.getByRole('link', { name: 'Cancelar' }).click();
    const question = page.getByRole('dialog', { name: '¿Salir de esta página?' });
    await expect(question.getByText('Se conservan como borrador en esta pestaña')).toBeVisible();
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Quedarme en la página' }).click();
    await expect(page.locator('#category-nameEn')).toHaveValue('Solar batteries');
  });
});
