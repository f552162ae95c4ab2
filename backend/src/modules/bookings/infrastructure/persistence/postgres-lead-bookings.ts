import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LeadBookings } from '../../application/lead-bookings.port';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `lead` row of the booking's quote request, in the booking's transaction. */
@Injectable()
export class PostgresLeadBookings extends LeadBookings {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async surveyBooked(leadId: string, email: string | null, now: Date): Promise<boolean> {
    if (!UUID.test(leadId)) return false;
    const [lead] = await this.em.execute<{ id: string }[]>(
      `select id from lead where id = ? and (?::text is null or lower(email) = lower(?)) and not is_spam and erased_at is null for update`,
      [leadId, email, email],
    );
    if (!lead) return false;
    await this.em.execute(
      `update lead set status = 'survey-booked', updated_at = ? where id = ? and status in ('new', 'contacted')`,
      [now, leadId],
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
