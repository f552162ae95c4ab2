import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { bookPagePath } from '../mail/book-page-path';
import { OpenBookingLead } from '../../../leads/application/open-booking-lead.use-case';
import { type BookingOfNewLead, LeadBookings } from '../../application/lead-bookings.port';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `lead` row of the booking's quote request, in the booking's transaction; a new visitor's lead through the leads module. */
@Injectable()
export class PostgresLeadBookings extends LeadBookings {
  constructor(
    private readonly em: EntityManager,
    private readonly openLead: OpenBookingLead,
  ) {
    super();
  }

  openFor({ kind, town, contact }: BookingOfNewLead, now: Date): Promise<string> {
    const { name, email, phone, language } = contact;
    return this.openLead.execute({ kind, town, name, email, phone, language, pagePath: bookPagePath(language) }, now);
  }

  async surveyBooked(leadId: string, email: string | null, now: Date): Promise<boolean> {
    if (!UUID.test(leadId)) return false;
    const [lead] = await this.em.execute<{ id: string; status: string }[]>(
      `select id, status from lead where id = ? and (?::text is null or lower(email) = lower(?)) and not is_spam and erased_at is null for update`,
      [leadId, email, email],
    );
    if (!lead) return false;
    if (lead.status !== 'new' && lead.status !== 'contacted') return true;
    await this.em.execute(`update lead set status = 'survey-booked', updated_at = ? where id = ?`, [now, leadId], 'run');
    // The lead's timeline (the leads module's lead_event table): a stage change made by the system, the visitor's booking.
    await this.em.execute(
      `insert into lead_event (id, lead_id, kind, at, payload) values (gen_random_uuid(), ?, 'stage', ?, jsonb_build_object('from', ?::text, 'to', 'survey-booked'))`,
      [leadId, now, lead.status],
      'run',
    );
    return true;
  }

  async openQuoteFrom(email: string, days: number, now: Date): Promise<string | null> {
    const [lead] = await this.em.execute<{ id: string }[]>(
      `select id from lead
        where lower(email) = lower(?) and kind = 'quote' and not is_spam and erased_at is null and status in ('new', 'contacted')
          and received_at > ?::timestamptz - make_interval(days => ?)
        order by received_at desc limit 1`,
      [email, now, days],
    );
    return lead?.id ?? null;
  }
}
