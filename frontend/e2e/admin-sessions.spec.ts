import { STAFF_SESSION_LIMITS, STAFF_SESSION_MESSAGES } from '@costa-sol/common';
import { expect, type Page, test } from '@playwright/test';
import { createCategory, expectNoAxeViolations, invitationLink, signIn, unique } from './admin-support';
import { hydrated } from './support';
import { totpCode } from './totp';

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
    // Requiring two-step sign-in of owners needs it on the owner's own account first: said at the switch.
    await page.getByLabel('Require two-step sign-in for owners').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('#security-requireSecondFactorForOwners-helper-text')).toHaveText(
      STAFF_SESSION_MESSAGES.en.secondFactorOwnFirst,
    );
  });

  test("two-step sign-in: turned on with the app's code, backup codes shown once, the code or a backup code asked at sign-in; the owner resets it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const id = unique();
    const email = `two-step-${id}@costasol.test`;
    const name = `Olga Oficina ${id}`;
    const password = 'orange kettle harbour violin';
    await signIn(page);
    await page.goto('/admin/users');
    await hydrated(page);
    await page.getByRole('button', { name: 'Invite a user' }).first().click();
    await page.locator('#user-email').fill(email);
    await page.locator('#user-name').fill(name);
    await page.locator('#user-role').selectOption('office');
    await page.locator('#user-language').selectOption('en');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('rowheader', { name })).toBeVisible();

    // The new colleague, in a browser of their own, accepts the invitation and sets up their app.
    const office = await (await browser.newContext()).newPage();
    await office.goto(await invitationLink(email));
    await hydrated(office);
    await office.locator('#invitation-password').fill(password);
    await office.locator('#invitation-repeatPassword').fill(password);
    await office.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(office.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
    await office.goto('/admin/account');
    await hydrated(office);
    const twoStep = office.getByRole('region', { name: 'Two-step sign-in' });
    await twoStep.getByRole('button', { name: 'Set up' }).click();
    await expect(twoStep.getByRole('img', { name: 'QR code to add this account to your authenticator app' })).toBeVisible();
    const secret = (await twoStep.locator('dd').textContent()) ?? '';
    await expectNoAxeViolations(office);
    await office.locator('#second-factor-code').fill(totpCode(secret, Date.now()));
    await twoStep.getByRole('button', { name: 'Turn on' }).click();
    // The backup codes, shown this once.
    const codes = office.getByRole('list', { name: 'Your backup codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const backupCode = (await codes.first().textContent()) ?? '';
    await expectNoAxeViolations(office);
    await office.getByRole('button', { name: 'I have saved them' }).click();
    await expect(twoStep.getByText('Two-step sign-in is on: signing in asks for a code')).toBeVisible();
    await expect(twoStep.getByText('10 backup codes left.')).toBeVisible();

    // Signing in again: the password, then the code (the next one: a code works once).
    await office.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(office.getByText('You have signed out.')).toBeVisible();
    await office.locator('#login-email').fill(email);
    await office.locator('#login-password').fill(password);
    await office.getByRole('button', { name: 'Sign in' }).click();
    await expect(office.locator('#login-code')).toBeFocused();
    await office.locator('#login-code').fill(totpCode(secret, Date.now() + 30_000));
    await office.getByRole('button', { name: 'Sign in' }).click();
    await expect(office.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();

    // And once with a backup code in place of the app's code (a lost phone).
    await office.getByRole('button', { name: 'Sign out', exact: true }).click();
    await office.locator('#login-email').fill(email);
    await office.locator('#login-password').fill(password);
    await office.getByRole('button', { name: 'Sign in' }).click();
    await expect(office.locator('#login-code')).toBeFocused();
    await office.locator('#login-code').fill(backupCode);
    await office.getByRole('button', { name: 'Sign in' }).click();
    await expect(office.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();

    // The owner sees it on, and resets it (a lost phone).
    await page.reload();
    await hydrated(page);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('cell', { name: 'On', exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Reset two-step sign-in of ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset two-step sign-in' }).click();
    await expect(row.getByRole('cell', { name: 'Off', exact: true })).toBeVisible();
  });
});
