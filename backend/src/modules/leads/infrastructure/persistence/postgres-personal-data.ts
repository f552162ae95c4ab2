import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Erasure, PersonalData, type PersonalDataCopy } from '../../application/privacy/personal-data.port';
import { personalDataSelect } from './personal-data-columns';

/** A fixed key of this job's advisory lock (pg_try_advisory_xact_lock takes a bigint). */
const JOB_LOCK_KEYS: Record<string, number> = { 'lead-retention': 720_412_001 };

/**
 * What is left of a lead once erased: its kind, status, service, dates, pages, language, campaign and the referring
 * site's origin; no person (nor the ad click's id). (chr(63) is '?', which the driver would take for a parameter.)
 */
const ERASE_LEAD = `name = '', first_name = null, last_name = null, email = '', phone = '', details = null, message = null, town = null,
  status_note = null, utm_term = null, utm_content = null, gclid = null, referrer = substring(referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/#' || chr(63) || ']+'),
  erased_at = ?`;
/** A timeline entry keeps its kind, author, time and stages; the texts that may name the person go. */
const ERASE_LEAD_EVENT = `payload = payload - 'text' - 'note' - 'subject'`;
const ERASE_VISIT = `name = '', email = '', phone = '', address = '', notes = '', updated_at = ?`;

/** The personal data in the leads', visits', confirmations' and e-mails' tables, in plain SQL. */
@Injectable()
export class PostgresPersonalData extends PersonalData {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async copy(email: string): Promise<PersonalDataCopy> {
    const rows = (sql: string) => this.em.execute<Record<string, unknown>[]>(sql, [email]);
    return {
      email,
      leads: await rows(
        `select ${personalDataSelect('leads', 'lead')} from lead where lower(email) = lower(?) and erased_at is null order by received_at`,
      ),
      leadEvents: await rows(
        `select ${personalDataSelect('leadEvents', 'e')} from lead_event e join lead on lead.id = e.lead_id
          where lower(lead.email) = lower(?) and lead.erased_at is null order by e.at, e.seq`,
      ),
      visits: await rows(`select ${personalDataSelect('visits', 'visit')} from visit where lower(email) = lower(?) order by starts_at`),
      confirmations: await rows(
        `select ${personalDataSelect('confirmations', 'c')} from lead_confirmation c where lower(email) = lower(?)`,
      ),
      emails: await rows(
        `select ${personalDataSelect('emails', 'mail_outbox')} from mail_outbox where lower(to_address) = lower(?) order by created_at`,
      ),
    };
  }

  async erase(email: string, now: Date): Promise<Erasure> {
    const ids = async (sql: string, params: unknown[]) => (await this.em.execute<{ id: string }[]>(sql, params)).map((row) => row.id);
    const count = async (sql: string, params: unknown[]) => (await ids(sql, params)).length;
    const leads = await this.em.execute<{ id: string }[]>(
      `select id from lead where lower(email) = lower(?) and erased_at is null for update`,
      [email],
    );
    await this.eraseTrails(leads.map((lead) => lead.id));
    const counts = {
      leads: await count(`update lead set ${ERASE_LEAD} where lower(email) = lower(?) and erased_at is null returning id`, [now, email]),
      visits: await count(`update visit set ${ERASE_VISIT} where lower(email) = lower(?) and email <> '' returning id`, [now, email]),
      confirmations: await count(`delete from lead_confirmation where lower(email) = lower(?) returning email as id`, [email]),
    };
    // The visitor's own e-mails, and the staff e-mails about them (Reply-To the person).
    const mailIds = await ids(`delete from mail_outbox where lower(to_address) = lower(?) or lower(reply_to) = lower(?) returning id`, [
      email,
      email,
    ]);
    return { counts: { ...counts, emails: mailIds.length }, mailIds };
  }

  /**
   * The erased leads' timelines lose their texts, and the admin's audit entries about them the snapshots of the lead
   * (which show the person); who changed what and when stays.
   */
  private async eraseTrails(leadIds: string[]): Promise<void> {
    if (!leadIds.length) return;
    const ids = leadIds.join(',');
    await this.em.execute(`update lead_event set ${ERASE_LEAD_EVENT} where lead_id = any(string_to_array(?, ',')::uuid[])`, [ids], 'run');
    await this.em.execute(
      `update audit_entry set before = null, after = null where entity_type = 'leads' and entity_id = any(string_to_array(?, ','))`,
      [ids],
      'run',
    );
  }

  async eraseOlderThan(months: number, now: Date): Promise<Erasure> {
    const erased = await this.em.execute<{ id: string; email: string }[]>(
      `with old as (
         select id, email from lead
          where erased_at is null and status <> 'won'
            and coalesce(updated_at, received_at) < ?::timestamptz - make_interval(months => ?)
          for update
       ), erased as (update lead set ${ERASE_LEAD} from old where lead.id = old.id returning lead.id)
       select old.id, old.email from old`,
      [now, months, now],
    );
    const addresses = [...new Set(erased.map((row) => row.email.toLowerCase()))];
    await this.eraseTrails(erased.map((row) => row.id));
    const count = async (sql: string, params: unknown[]) => (await this.em.execute<{ id: unknown }[]>(sql, params)).length;
    // Only what is older than the period goes: a person who wrote again since keeps the newer lead and its e-mails.
    const oldVisits = await count(
      `update visit set ${ERASE_VISIT} where email <> '' and starts_at < ?::timestamptz - make_interval(months => ?) and status <> 'booked' returning id`,
      [now, now, months],
    );
    const mailIds = (
      await this.em.execute<{ id: string }[]>(
        `delete from mail_outbox where created_at < ?::timestamptz - make_interval(months => ?) returning id`,
        [now, months],
      )
    ).map((row) => row.id);
    const confirmations = addresses.length
      ? await count(
          `delete from lead_confirmation where lower(email) = any(string_to_array(?, chr(10))) and sent_at < ?::timestamptz - make_interval(months => ?) returning email as id`,
          [addresses.join('\n'), now, months],
        )
      : 0;
    return { counts: { leads: erased.length, visits: oldVisits, confirmations, emails: mailIds.length }, mailIds };
  }

  async runOncePer<T>(job: string, everyHours: number, now: Date, work: () => Promise<T>): Promise<T | null> {
    const [lock] = await this.em.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?) as locked', [JOB_LOCK_KEYS[job]]);
    if (!lock?.locked) return null;
    const [last] = await this.em.execute<{ last_run_at: Date | string }[]>('select last_run_at from scheduled_run where name = ?', [job]);
    if (last && new Date(last.last_run_at).getTime() > now.getTime() - everyHours * 3_600_000) return null;
    const result = await work();
    await this.em.execute(
      `insert into scheduled_run (name, last_run_at) values (?, ?) on conflict (name) do update set last_run_at = excluded.last_run_at`,
      [job, now],
      'run',
    );
    return result;
  }
}
