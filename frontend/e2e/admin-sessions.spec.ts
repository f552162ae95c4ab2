import { STAFF_SESSION_LIMITS } from '@costa-sol/common';
import { expect, type Page, test } from '@playwright/test';
import { createCategory, expectNoAxeViolations, signIn, unique } from './admin-support';
import { hydrated } from './support';

const SESSION_KEY = 'costa-sol-admin-session';

/** Spoils the access token this tab holds (the refresh cookie stays): `expiresAt` in epoch milliseconds. */
async function spoilAccessToken(page: Page, expiresAt: 'past' | 'future'): Promise<void> {
  await page.evaluate(
    ({ key, past }) => {
      const session = JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      const expiresAt = past ? Date.now() - 60_000 : Date.now() + 10 * 60_000;
      window.sessionStorage.setItem(key, JSON.stringify({ ...session, token: 'not-a-token', expiresAt }));
    },
    { key: SESSION_KEY, past: expiresAt === 'past' },
  );
}

test.describe('admin: sessions renewed from the refresh cookie', () => {
  test('a refused access token is renewed silently: the action succeeds without the login page', async ({ page }) => {
    await signIn(page);
    // A token the server refuses (401): renewed, and the request sent again.
    await spoilAccessToken(page, 'future');
    const id = unique();
    const renewal = page.waitForResponse('**/api/auth/refresh');
    await createCategory(page, `renewed-${id}`, `Renewed ${id}`, `Renovada ${id}`);
    expect((await renewal).status()).toBe(200);
    await expect(page).not.toHaveURL(/\/admin\/login/);
    // A token past its time: renewed before the request is sent.
    await spoilAccessToken(page, 'past');
    const beforeSending = page.waitForResponse('**/api/auth/refresh');
    await page.goto('/admin/categories');
    expect((await beforeSending).status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('cell', { name: `renewed-${id}`, exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/categories$/);
  });

  test('a new tab opens an admin page directly, its session resumed from the refresh cookie', async ({ page, context }) => {
    await signIn(page);
    const newTab = await context.newPage();
    await newTab.goto('/admin/leads');
    await hydrated(newTab);
    await expect(newTab).toHaveURL(/\/admin\/leads$/);
    await expect(newTab.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  });

  test('the account page lists this session as "This device"', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/account');
    await hydrated(page);
    const sessions = page.getByRole('table', { name: 'Your sessions' });
    await expect(sessions.getByText('This device')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the owner sets the idle limit on the Security page, and it reads back after a reload', async ({ page }) => {
    const { idleMinutes } = STAFF_SESSION_LIMITS;
    await signIn(page);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Security' }).click();
    await expect(page).toHaveURL(/\/admin\/security$/);
    const idle = page.locator('#security-idleMinutes');
    await idle.fill(String(idleMinutes.max + 1));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('#security-idleMinutes-helper-text')).toHaveText('This number is too large');
    await idle.fill('615');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Security settings saved').first()).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.locator('#security-idleMinutes')).toHaveValue('615');
    await expectNoAxeViolations(page);
    // Put back the default for the other specs that share the database.
    await page.locator('#security-idleMinutes').fill(String(idleMinutes.default));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Security settings saved').first()).toBeVisible();
  });
});
