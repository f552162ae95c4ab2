import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../support/test-app';
import { query } from '../support/test-database';
import { clearVisits, onlyTechnicianAllDay } from '../bookings/booking-support';

const VISITOR = 'reminded@example.com';

// Two instances both looking for due reminders every 50 ms on one PostgreSQL: each visit is reminded once.
describe('visit reminders: two instances, one reminder', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const technician = await onlyTechnicianAllDay();
    await query(`delete from mail_outbox where to_address = $1`, [VISITOR]);
    // Tomorrow's visit, booked days ago; and one booked an hour before its start, which needs no reminder.
    for (const [hoursAhead, bookedHoursAgo] of [
      [20, 72],
      [30, 72],
      [2, 0],
    ])
      await query(
        `insert into visit (id, technician_id, kind, town, starts_at, ends_at, blocked_until, source, name, email, phone, language, created_at)
         values ($1, $2, 'survey', 'marbella', now() + make_interval(hours => $3), now() + make_interval(hours => $3 + 1),
           now() + make_interval(hours => $3 + 1), 'online', 'Inés', $4, '+34 600 123 456', 'en', now() - make_interval(hours => $5))`,
        [randomUUID(), technician.id, hoursAhead, VISITOR, bookedHoursAgo],
      );
    [a, b] = await Promise.all([startTestApp({ VISIT_REMINDER_INTERVAL_MS: '50' }), startTestApp({ VISIT_REMINDER_INTERVAL_MS: '50' })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await clearVisits();
  });

  it('queues exactly one reminder for the visit due tomorrow, none for the others', async () => {
    const deadline = Date.now() + 15_000;
    let reminded: { starts_in_hours: number }[] = [];
    while (Date.now() < deadline && reminded.length === 0) {
      reminded = await query(
        `select round(extract(epoch from starts_at - now()) / 3600)::int as starts_in_hours from visit where reminder_sent_at is not null`,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Both instances have run many times since.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(reminded.map((row) => row.starts_in_hours)).toEqual([20]);
    const mails = await query<{ subject: string }>(`select subject from mail_outbox where to_address = $1`, [VISITOR]);
    expect(mails).toEqual([{ subject: 'Reminder: your visit tomorrow' }]);
  });
});
