import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './admin-support';
import { clearVisits } from './booking-support';
import { hydrated, query } from './support';

/**
 * A fresh install (issue 41): no technician has working hours and no booking rules are saved, so the online booking
 * follows the business's opening hours (business settings), booked to the first active owner. Independent of the
 * other booking specs: it removes every technician's hours, the rules and the visits first, as they do.
 */
test.beforeAll(clearVisits);
test.afterAll(clearVisits);

/** The owner the visits go to: the active owner created first. */
async function firstOwner(): Promise<{ id: string; name: string } | undefined> {
  const [owner] = await query<{ id: string; name: string }>(
    `select id, name from staff_users where role = 'owner' and status = 'active' order by created_at, id limit 1`,
  );
  return owner;
}

/** Picks the second day offered (a day switch), its first time, and books it with the visitor's details. */
async function chooseDayTimeAndBook(page: Page, email: string): Promise<void> {
  const days = page.locator('.slot-picker__days a');
  expect(await days.count()).toBeGreaterThan(1);
  await days.nth(1).click();
  await expect(page).toHaveURL(/kind=survey&town=marbella&day=\d{4}-\d{2}-\d{2}/);
  await expect(days.nth(1)).toHaveAttribute('aria-current', 'date');
  await page.locator('input[name="start"]').first().check();
  await page.getByLabel('Full name').fill('Fresh Install');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+34 600 321 654');
  await page.getByRole('button', { name: 'Book this visit' }).click();
  await expect(page.getByRole('heading', { name: 'Your visit is booked' })).toBeVisible();
  await expect(page.locator('.visit-summary')).toContainText('Survey visit');
  await expect(page.locator('.visit-summary')).toContainText('Marbella');
}

async function expectStoredWithOwner(email: string): Promise<void> {
  const [visit] = await query<{ technician_id: string; kind: string; town: string; source: string; status: string }>(
    'select technician_id, kind, town, source, status from visit where email = $1',
    [email],
  );
  expect(visit).toEqual({ technician_id: (await firstOwner())?.id, kind: 'survey', town: 'marbella', source: 'online', status: 'booked' });
}

test('books a survey visit in Marbella on the opening hours (with JavaScript)', async ({ page }) => {
  expect(await query('select 1 from technician_hours')).toEqual([]);
  await page.goto('/book');
  await hydrated(page);
  await page.getByLabel('Town').selectOption('marbella');
  await expect(page.getByRole('status')).toHaveText(/free times? shown/);
  await chooseDayTimeAndBook(page, 'fresh.js@example.com');
  await expectStoredWithOwner('fresh.js@example.com');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('books a survey visit in Marbella on the opening hours', async ({ page }) => {
    await page.goto('/book');
    await page.getByLabel('Town').selectOption('marbella');
    await page.getByRole('button', { name: 'Show free times' }).click();
    await expect(page).toHaveURL(/\/book\?kind=survey&town=marbella$/);
    await chooseDayTimeAndBook(page, 'fresh.nojs@example.com');
    await expect(page).toHaveURL(/\/book\?booked=[0-9a-f-]{36}$/);
    await expectStoredWithOwner('fresh.nojs@example.com');
  });
});

test('the availability screen says booking follows the opening hours, and to whom', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/availability');
  await hydrated(page);
  const owner = await firstOwner();
  await expect(
    page.getByText(`No technician has working hours yet: online booking follows the opening hours, booked to ${owner?.name ?? ''}.`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
