import { randomUUID } from 'node:crypto';
import { mayDo, STAFF_ACTIONS, type StaffAction, type StaffRole } from '@costa-sol/common';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, unique } from './admin-support';
import { hydrated, query } from './support';

const isAction = (value: string | null): value is StaffAction => STAFF_ACTIONS.some((action) => action === value);

async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto('/admin/login');
  await hydrated(page);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** The data-action of every control the screen shows, once its requests have settled. */
async function visibleActions(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const actions: string[] = [];
  for (const control of await page.locator('[data-action]').all())
    if (await control.isVisible()) actions.push(`${path}: ${await control.getAttribute('data-action')}`);
  return actions;
}

/**
 * Each role, signed in, walks every admin screen its navigation offers (and a lead's page, a Q&A page's and a
 * category's): every control it is shown is one the common role table lets it use, and the API refuses nothing
 * the screens ask for.
 */
test.describe('admin: each role is shown only the controls its role may use', () => {
  const emails = {} as Record<StaffRole, string>;
  const created: string[] = [];
  let leadId = '';

  test.beforeAll(async ({ request }) => {
    emails.owner = ADMIN.email;
    for (const role of ['office', 'technician'] as const) {
      const id = randomUUID();
      emails[role] = `${role}-${unique()}@costasol.test`;
      // The owner's password hash, so every role signs in with the same password.
      await query(
        `insert into staff_users (id, email, name, role, language, password_hash, status, session_version, created_at)
         select $1, $2, $3, $4, 'en', password_hash, 'active', 1, now() from staff_users where email = $5`,
        [id, emails[role], `Role walk ${role}`, role, ADMIN.email],
      );
      created.push(id);
    }
    const sent = await request.post('/api/quotes', {
      data: {
        name: `Role walk ${unique()}`,
        email: `${unique()}@example.com`,
        phone: '+34 600 222 333',
        serviceType: 'heat-pump-system',
        wantsConsultation: 'false',
      },
    });
    expect(sent.status()).toBe(201);
    leadId = ((await sent.json()) as { id: string }).id;
    await query('update lead set assigned_to_id = $1 where id = $2', [created[1], leadId]);
  });
  test.afterAll(async () => {
    await query('update lead set assigned_to_id = null where id = $1', [leadId]);
    await query(`update staff_users set status = 'disabled' where id = any($1)`, [created]);
  });

  for (const role of ['owner', 'office', 'technician'] as const) {
    test(`the ${role}`, async ({ page }) => {
      test.setTimeout(360_000);
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/api/') && response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
      });
      await signInAs(page, emails[role]);
      const nav = page.getByRole('navigation').first();
      const screens = await nav.locator('a[href^="/admin"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(screens.length).toBeGreaterThan(1);
      const [qaPage] = await query<{ id: string }>('select id from qa_page limit 1');
      const [category] = await query<{ id: string }>('select id from qa_category limit 1');
      const details = [
        `/admin/leads/${leadId}`,
        `/admin/pages/${qaPage?.id}/edit`,
        `/admin/categories/${category?.id}/edit`,
        '/admin/account',
      ];

      const shown: string[] = [];
      for (const path of [...new Set([...screens, ...details])]) shown.push(...(await visibleActions(page, path)));

      expect(shown.length).toBeGreaterThan(0);
      const notAllowed = shown.filter((entry) => {
        const action = entry.slice(entry.lastIndexOf(' ') + 1);
        return !isAction(action) || !mayDo(role, action);
      });
      expect(notAllowed).toEqual([]);
      expect(refused).toEqual([]);
    });
  }
});
