import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, helperOf, signIn, unique } from './admin-support';
import { hydrated } from './support';

test.describe('redirects: the owner lists, adds and deletes them', () => {
  test('adds a redirect that the site serves at once, refuses a page’s own path, deletes after confirming; English and Spanish', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Redirects' }).click();
    await expect(page).toHaveURL(/\/admin\/redirects$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    // A page lives at /contact: the API refuses, and the form says why at the field.
    await page.locator('#redirect-fromPath').fill('/contact');
    await page.locator('#redirect-toPath').fill('/qa');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(helperOf(page, 'redirect-fromPath')).toHaveText(VALIDATION_MESSAGES.en.redirectPathOwned);
    // Checked before sending: the same path twice.
    await page.locator('#redirect-toPath').fill('/contact');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(helperOf(page, 'redirect-toPath')).toHaveText(VALIDATION_MESSAGES.en.redirectSamePath);
    await expectNoAxeViolations(page);

    const from = `/spring-offer-${unique()}`;
    await page.locator('#redirect-fromPath').fill(from);
    await page.locator('#redirect-toPath').fill('/contact');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Redirect added').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Redirects, newest first' })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: from, exact: true }) });
    await expect(row).toContainText('/contact');
    await expect(row).toContainText('By hand');
    await expect(row).toContainText('admin@costasol.test');
    const served = await page.request.get(`${from}?utm_source=news`, { maxRedirects: 0 });
    expect([served.status(), served.headers()['location']]).toEqual([301, '/contact?utm_source=news']);

    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Redirecciones', level: 1 })).toBeVisible();
    await expect(row).toContainText('A mano');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `Eliminar la redirección desde ${from}` }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar esta redirección?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(page.getByText('Redirección eliminada').first()).toBeVisible();
    await expect(page.getByRole('rowheader', { name: from, exact: true })).toHaveCount(0);
    expect((await page.request.get(from, { maxRedirects: 0 })).status()).toBe(404);
    await page.getByRole('button', { name: 'English' }).click();
  });
});
