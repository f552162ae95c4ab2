import { DEFAULT_VISIT_RULES, type VisitRules } from '@costa-sol/common';
import { DriverException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BookingStats, DayOffEntry, StaffWeek, VisitRange, WorkingHoursBlock } from '../../application/admin/admin-bookings';
import type { Technician } from '../../application/technician';
import { VisitRepository } from '../../application/visit-repository.port';
import type { BusyTime, DayOff, TechnicianWeek } from '../../domain/free-slots';
import type { Visit } from '../../domain/visit';
import { VisitNotFoundError, VisitTimeTakenError } from '../../domain/visit.errors';
import { toRules, toVisit, VISIT_COLUMNS, type VisitRow, type VisitRulesRow, visitValues } from './visit-rows';

/** PostgreSQL's exclusion_violation: the visit_no_double_booking constraint refused an overlap. */
const EXCLUSION_VIOLATION = '23P01';

/** A text[] parameter sent as JSON: the query builder would spread an array binding into a list of values. */
const TEXT_ARRAY = 'array(select jsonb_array_elements_text(?::jsonb))';

const dateKey = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** The visits' tables in plain SQL. */
@Injectable()
export class PostgresVisitRepository extends VisitRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async rules(): Promise<VisitRules> {
    const [row] = await this.em.execute<VisitRulesRow[]>('select * from visit_rules where id = 1');
    return row ? toRules(row) : DEFAULT_VISIT_RULES;
  }

  async saveRules(rules: VisitRules): Promise<void> {
    const { visitMinutes: minutes } = rules;
    await this.em.execute(
      `insert into visit_rules (id, survey_minutes, maintenance_minutes, repair_minutes, buffer_minutes, min_notice_hours, max_days_ahead,
         appointment_only_towns, unserved_towns, updated_at) values (1, ?, ?, ?, ?, ?, ?, ${TEXT_ARRAY}, ${TEXT_ARRAY}, now())
       on conflict (id) do update set survey_minutes = excluded.survey_minutes, maintenance_minutes = excluded.maintenance_minutes,
         repair_minutes = excluded.repair_minutes, buffer_minutes = excluded.buffer_minutes, min_notice_hours = excluded.min_notice_hours,
         max_days_ahead = excluded.max_days_ahead, appointment_only_towns = excluded.appointment_only_towns,
         unserved_towns = excluded.unserved_towns, updated_at = now()`,
      [
        minutes.survey,
        minutes.maintenance,
        minutes.repair,
        rules.bufferMinutes,
        rules.minNoticeHours,
        rules.maxDaysAhead,
        JSON.stringify(rules.appointmentOnlyTowns),
        JSON.stringify(rules.unservedTowns),
      ],
      'run',
    );
  }

  async weeks(): Promise<TechnicianWeek[]> {
    const rows = await this.em.execute<{ technician_id: string; weekday: number; start_minute: number; end_minute: number }[]>(
      `select h.technician_id, h.weekday, h.start_minute, h.end_minute from technician_hours h
       join staff_users u on u.id = h.technician_id where u.status = 'active'
       order by u.name, u.id, h.weekday, h.start_minute`,
    );
    const weeks = new Map<string, TechnicianWeek>();
    for (const row of rows) {
      const week = weeks.get(row.technician_id) ?? { technicianId: row.technician_id, hours: [] };
      week.hours.push({ weekday: Number(row.weekday), startMinute: Number(row.start_minute), endMinute: Number(row.end_minute) });
      weeks.set(row.technician_id, week);
    }
    return [...weeks.values()];
  }

  async firstOwner(): Promise<{ id: string; name: string } | null> {
    const [row] = await this.em.execute<{ id: string; name: string }[]>(
      `select id, name from staff_users where role = 'owner' and status = 'active' order by created_at, id limit 1`,
    );
    return row ?? null;
  }

  async daysOff(): Promise<DayOff[]> {
    const rows = await this.em.execute<{ technician_id: string | null; first_day: Date | string; last_day: Date | string }[]>(
      `select technician_id, first_day::text as first_day, last_day::text as last_day from day_off where last_day >= current_date - 1`,
    );
    return rows.map((row) => ({ technicianId: row.technician_id, firstDay: dateKey(row.first_day), lastDay: dateKey(row.last_day) }));
  }

  async busy(from: Date, to: Date): Promise<BusyTime[]> {
    const rows = await this.em.execute<{ technician_id: string; starts_at: Date | string; blocked_until: Date | string }[]>(
      `select technician_id, starts_at, blocked_until from visit where status <> 'cancelled' and starts_at < ? and blocked_until > ?`,
      [to, from],
    );
    return rows.map((row) => ({ technicianId: row.technician_id, start: new Date(row.starts_at), until: new Date(row.blocked_until) }));
  }

  async startingAt(start: Date): Promise<Visit[]> {
    return (await this.em.execute<VisitRow[]>(`select ${VISIT_COLUMNS} from visit where starts_at = ?`, [start])).map(toVisit);
  }

  async add(visit: Visit): Promise<void> {
    const placeholders = VISIT_COLUMNS.split(',')
      .map(() => '?')
      .join(', ');
    try {
      await this.em.execute(`insert into visit (${VISIT_COLUMNS}) values (${placeholders})`, visitValues(visit), 'run');
    } catch (error) {
      if (error instanceof DriverException && error.code === EXCLUSION_VIOLATION) throw new VisitTimeTakenError();
      throw error;
    }
  }

  async find(id: string): Promise<Visit | null> {
    const [row] = await this.em.execute<VisitRow[]>(`select ${VISIT_COLUMNS} from visit where id = ?`, [id]);
    return row ? toVisit(row) : null;
  }

  async technician(id: string): Promise<Technician> {
    const [row] = await this.em.execute<Technician[]>('select id, name, email, language from staff_users where id = ?', [id]);
    if (!row) throw new VisitNotFoundError();
    return row;
  }

  async staffWeeks(): Promise<StaffWeek[]> {
    const users = await this.em.execute<{ id: string; name: string; role: string }[]>(
      `select id, name, role from staff_users where status = 'active' order by name, id`,
    );
    const hours = new Map((await this.weeks()).map((week) => [week.technicianId, week.hours]));
    return users.map((user) => ({ ...user, hours: hours.get(user.id) ?? [] }));
  }

  /** Run inside a transaction: the old hours go and the new come in one step. */
  async setHours(technicianId: string, hours: WorkingHoursBlock[]): Promise<void> {
    await this.em.execute('delete from technician_hours where technician_id = ?', [technicianId], 'run');
    for (const block of hours)
      await this.em.execute(
        'insert into technician_hours (technician_id, weekday, start_minute, end_minute) values (?, ?, ?, ?)',
        [technicianId, block.weekday, block.startMinute, block.endMinute],
        'run',
      );
  }

  async dayOffEntries(): Promise<DayOffEntry[]> {
    const rows = await this.em.execute<{ id: string; technician_id: string | null; first_day: string; last_day: string; reason: string }[]>(
      `select id, technician_id, first_day::text as first_day, last_day::text as last_day, reason from day_off
       where last_day >= current_date - 1 order by first_day, id`,
    );
    return rows.map((row) => ({
      id: row.id,
      technicianId: row.technician_id,
      firstDay: dateKey(row.first_day),
      lastDay: dateKey(row.last_day),
      reason: row.reason,
    }));
  }

  async addDayOff(dayOff: DayOffEntry): Promise<void> {
    await this.em.execute(
      'insert into day_off (id, technician_id, first_day, last_day, reason) values (?, ?, ?, ?, ?)',
      [dayOff.id, dayOff.technicianId, dayOff.firstDay, dayOff.lastDay, dayOff.reason],
      'run',
    );
  }

  async removeDayOff(id: string): Promise<boolean> {
    const removed = await this.em.execute<{ id: string }[]>('delete from day_off where id = ? returning id', [id]);
    return removed.length > 0;
  }

  async between(range: VisitRange): Promise<Visit[]> {
    const technician = range.technicianId === undefined ? '' : ' and technician_id = ?';
    const rows = await this.em.execute<VisitRow[]>(
      `select ${VISIT_COLUMNS} from visit where starts_at >= ? and starts_at < ?${technician} order by starts_at, id`,
      [range.from, range.to, ...(range.technicianId === undefined ? [] : [range.technicianId])],
    );
    return rows.map(toVisit);
  }

  async move(id: string, to: { technicianId: string; start: Date; end: Date; blockedUntil: Date }, now: Date): Promise<boolean> {
    try {
      const rows = await this.em.execute<{ id: string }[]>(
        `update visit set technician_id = ?, starts_at = ?, ends_at = ?, blocked_until = ?, revision = revision + 1, updated_at = ?,
           reminder_sent_at = null
         where id = ? and status = 'booked' returning id`,
        [to.technicianId, to.start, to.end, to.blockedUntil, now, id],
      );
      return rows.length > 0;
    } catch (error) {
      if (error instanceof DriverException && error.code === EXCLUSION_VIOLATION) throw new VisitTimeTakenError();
      throw error;
    }
  }

  async close(id: string, status: 'cancelled' | 'done' | 'no-show', now: Date): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update visit set status = ?, revision = revision + 1, updated_at = ? where id = ? and status = 'booked' returning id`,
      [status, now, id],
    );
    return rows.length > 0;
  }

  async claimDueReminders(now: Date, withinHours: number): Promise<Visit[]> {
    const rows = await this.em.execute<VisitRow[]>(
      `update visit set reminder_sent_at = ?
       where status = 'booked' and reminder_sent_at is null and starts_at > ?
         and starts_at <= ?::timestamptz + make_interval(hours => ?) and created_at < starts_at - make_interval(hours => ?)
       returning ${VISIT_COLUMNS}`,
      [now, now, now, withinHours, withinHours],
    );
    return rows.map(toVisit);
  }

  async leadExists(id: string): Promise<boolean> {
    return (await this.em.execute<{ id: string }[]>('select id from lead where id = ?', [id])).length > 0;
  }

  /** The share of quotes is read from the lead table: a count only, the visit already keeps the lead's id. */
  async stats(from: Date, to: Date): Promise<BookingStats> {
    const [row] = await this.em.execute<
      { online: string; office: string; no_shows: string; quote_leads: string; quote_leads_booked_online: string }[]
    >(
      `select
         (select count(*) from visit where created_at >= ? and created_at < ? and source = 'online') as online,
         (select count(*) from visit where created_at >= ? and created_at < ? and source = 'office') as office,
         (select count(*) from visit where starts_at >= ? and starts_at < ? and status = 'no-show') as no_shows,
         (select count(*) from lead where kind = 'quote' and not is_spam and received_at >= ? and received_at < ?) as quote_leads,
         (select count(*) from lead l where l.kind = 'quote' and not l.is_spam and l.received_at >= ? and l.received_at < ?
            and exists (select 1 from visit v where v.lead_id = l.id and v.source = 'online')) as quote_leads_booked_online`,
      [from, to, from, to, from, to, from, to, from, to],
    );
    return {
      bySource: { online: Number(row.online), office: Number(row.office) },
      noShows: Number(row.no_shows),
      quoteLeads: Number(row.quote_leads),
      quoteLeadsBookedOnline: Number(row.quote_leads_booked_online),
    };
  }

  async renameTown(from: string, to: string): Promise<void> {
    await this.em.execute('update visit set town = ? where town = ?', [to, from], 'run');
    await this.em.execute(
      `update visit_rules set appointment_only_towns = array_replace(appointment_only_towns, ?, ?),
         unserved_towns = array_replace(unserved_towns, ?, ?)`,
      [from, to, from, to],
      'run',
    );
  }
}
