import { ADMIN } from './admin-support';
import { query } from './support';

/**
 * The admin works every hour of every day with no notice needed, so free times exist whatever the day and hour the
 * suite runs; every other technician's hours and every visit are removed first.
 */
export async function oneTechnicianAllDay(): Promise<void> {
  await clearVisits();
  const [admin] = await query<{ id: string }>('select id from staff_users where email = $1', [ADMIN.email]);
  for (let weekday = 1; weekday <= 7; weekday++)
    await query('insert into technician_hours (technician_id, weekday, start_minute, end_minute) values ($1, $2, 0, 1440)', [
      admin?.id,
      weekday,
    ]);
  await query(
    `insert into visit_rules (id, survey_minutes, maintenance_minutes, repair_minutes, buffer_minutes, min_notice_hours, max_days_ahead)
     values (1, 60, 90, 120, 30, 0, 7)`,
  );
}

export async function clearVisits(): Promise<void> {
  await query('delete from visit');
  await query('delete from technician_hours');
  await query('delete from visit_rules');
}
