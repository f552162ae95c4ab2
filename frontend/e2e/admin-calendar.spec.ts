import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, unique } from './admin-support';
import { hydrated, query } from './support';

/** The office's calendar day (Europe/Madrid) some days from now, YYYY-MM-DD. */
const officeDay = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Date.now() + daysAhead * 86_400_000));

test.describe('admin: availability and the calendar', () => {
  const technicianId = randomUUID();
  const name = `Carmen Calendario ${unique()}`;

  test.beforeAll(async () => {
    await query(
      `insert into staff_users (id, email, name, role, language, password_hash, status, session_version, created_at)
       values ($1, $2, $3, 'technician', 'es', 'not-a-hash', 'active', 1, now())`,
      [technicianId, `calendar-${technicianId.slice(0, 8)}@costasol.test`, name],
    );
  });
  // Other specs book on the same server: this technician's hours and visits leave with the spec.
  test.afterAll(async () => {
    await query('delete from visit where technician_id = $1', [technicianId]);
    await query('delete from technician_hours where technician_id = $1', [technicianId]);
    await query(`update staff_users set status = 'disabled' where id = $1`, [technicianId]);
  });

  test('the office sets a technician’s hours, adds a visit, sees it in the week and moves it, with the keyboard', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);

    // Weekly hours: from the availability screen's table to the technician's form.
    await page.goto('/admin/availability');
    await hydrated(page);
    await page.getByRole('link', { name: `Edit the working hours of ${name}` }).click();
    await expect(page.getByRole('heading', { name: `Working hours: ${name}` })).toBeVisible();
    await page.getByLabel('Monday').fill('09:00-13:00, 12:00-14:00');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('#hours-d1-helper-text')).toContainText('not overlapping');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
      await page.getByLabel(day).fill('08:00-13:00, 15:00-20:00');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Working hours saved').first()).toBeVisible();
    await page.goto('/admin/availability');
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Mon 08:00–13:00, 15:00–20:00');
    await expectNoAxeViolations(page);

    // A visit arranged by phone, two days ahead at 10:00 Madrid time.
    const day = officeDay(2);
    await page.goto('/admin/calendar/new');
    await hydrated(page);
    await page.locator('#visit-technicianId').selectOption(technicianId);
    await page.locator('#visit-town').selectOption('marbella');
    await page.locator('#visit-start').fill(`${day} 10:00`);
    await page.locator('#visit-name').fill('Inés Núñez');
    await page.locator('#visit-email').fill('ines@example.com');
    await page.locator('#visit-phone').fill('+34 600 222 333');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/calendar\\?view=day&day=${day}`));
    await expect(page.getByRole('heading', { name: 'Route of the day' })).toBeVisible();

    // The week view shows it; moved from the keyboard to 12:30.
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    const visit = page.getByRole('button', { name: /10:00, Marbella: Inés Núñez/ });
    await expect(visit).toBeVisible();
    await expectNoAxeViolations(page);
    await visit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const start = dialog.getByLabel(/^New start/);
    await start.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`${day} 12:30`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('The visitor is told the new time by e-mail.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /12:30, Marbella: Inés Núñez/ })).toBeVisible();

    const [moved] = await query<{ subject: string }>(
      `select subject from mail_outbox where to_address = 'ines@example.com' and subject = 'Your visit has a new time'`,
    );
    expect(moved?.subject).toBe('Your visit has a new time');

    // The office's figures under the calendar count the visit it added.
    const stats = page.getByRole('region', { name: 'Bookings in the last 30 days' });
    await expect(stats.getByText('Added by the office')).toBeVisible();
    expect(Number(await stats.locator('dt:has-text("Added by the office") + dd').textContent())).toBeGreaterThanOrEqual(1);
  });

  test('a lead that left only a phone number gets a visit from its page, without an e-mail address', async ({ page }) => {
    await signIn(page);
    const token = await page.evaluate(
      () => (JSON.parse(window.sessionStorage.getItem('costa-sol-admin-session') ?? '{}') as { token: string }).token,
    );
    const caller = `Paco Telefono ${unique()}`;
    const entered = await page.request.post('/api/admin/leads', {
      headers: { Authorization: `Bearer ${token}` },
      data: { channel: 'phone', name: caller, phone: '+34 611 999 000', serviceType: 'system-repair', town: 'Estepona', language: 'es' },
    });
    expect(entered.status()).toBe(201);
    const { id: leadId } = (await entered.json()) as { id: string };

    await page.goto(`/admin/leads/${leadId}`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Book a visit' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/calendar/new\\?lead=${leadId}`));
    await expect(page.getByText(`For the lead of ${caller}`)).toBeVisible();
    await expect(page.locator('#visit-name')).toHaveValue(caller);
    await expect(page.locator('#visit-phone')).toHaveValue('+34 611 999 000');
    await expect(page.locator('#visit-email')).toHaveValue('');
    await expect(page.locator('#visit-town')).toHaveValue('estepona');
    await expect(page.locator('#visit-language')).toHaveValue('es');
    await expectNoAxeViolations(page);
    const day = officeDay(3);
    await page.locator('#visit-technicianId').selectOption(technicianId);
    await page.locator('#visit-start').fill(`${day} 16:00`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/calendar\\?view=day&day=${day}`));

    const [visit] = await query<{ lead_id: string; email: string; town: string }>(
      'select lead_id, email, town from visit where name = $1',
      [caller],
    );
    expect(visit).toEqual({ lead_id: leadId, email: '', town: 'estepona' });
    expect(await query('select status from lead where id = $1', [leadId])).toEqual([{ status: 'survey-booked' }]);
  });
});
