import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ConfirmationLedger } from '../../application/confirmation-ledger.port';

/**
 * The lead_confirmation table: one row per address (lower-cased). One upsert in the lead's transaction claims the
 * address; it returns a row only when the address is new or its last confirmation is older than the period. A
 * concurrent claim for the same address waits on the row lock and then sees the winner's fresh `sent_at`.
 */
@Injectable()
export class PostgresConfirmationLedger extends ConfirmationLedger {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async claim(email: string, leadId: string, at: Date, periodHours: number): Promise<boolean> {
    const rows = await this.em.execute<{ email: string }[]>(
      `insert into lead_confirmation as c (email, lead_id, sent_at) values (lower(?), ?, ?)
       on conflict (email) do update set lead_id = excluded.lead_id, sent_at = excluded.sent_at
         where c.sent_at <= excluded.sent_at - (? * interval '1 hour')
       returning email`,
      [email, leadId, at, periodHours],
      'all',
    );
    return rows.length === 1;
  }
}
