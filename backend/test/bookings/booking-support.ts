import { createStaffUser, type TestStaffUser } from '../support/staff-users';
import { query } from '../support/test-database';

/**
 * One technician who works every hour of every day, with no notice needed, so free times exist whatever the day and
 * hour the suite runs; every other technician's hours and every visit are removed first (suites share the database).
 */
export async function onlyTechnicianAllDay(rules: { bufferMinutes?: number } = {}): Promise<TestStaffUser> {
  await clearVisits();
  const technician = await createStaffUser('technician', { name: 'Ana Technician' });
  for (let weekday = 1; weekday <= 7; weekday++)
    await query('insert into technician_hours (technician_id, weekday, start_minute, end_minute) values ($1, $2, 0, 1440)', [
      technician.id,
      weekday,
    ]);
  await query(
    `insert into visit_rules (id, survey_minutes, maintenance_minutes, repair_minutes, buffer_minutes, min_notice_hours, max_days_ahead)
     values (1, 60, 90, 120, $1, 0, 3)
     on conflict (id) do update set survey_minutes = 60, maintenance_minutes = 90, repair_minutes = 120,
       buffer_minutes = excluded.buffer_minutes, min_notice_hours = 0, max_days_ahead = 3, appointment_only_towns = '{}', unserved_towns = '{}'`,
    [rules.bufferMinutes ?? 30],
  );
  return technician;
}

export async function clearVisits(): Promise<void> {
  await query('delete from visit');
  await query('delete from technician_hours');
  await query('delete from day_off');
  await query('delete from visit_rules');
}

export function validBooking(start: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'survey',
    town: 'marbella',
    start,
    name: 'Erik Lindqvist',
    email: 'erik@example.com',
    phone: '+34 600 123 456',
    language: 'en',
    ...overrides,
  };
}
