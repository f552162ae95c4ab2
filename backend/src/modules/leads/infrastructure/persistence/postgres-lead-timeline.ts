import { randomUUID } from 'node:crypto';
import type { LeadChannel, LeadContactChannel, LeadEmailRecipient, LeadLostReason, LeadStatus } from '@costa-sol/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LeadTimeline } from '../../application/lead-timeline.port';
import type { LeadEvent, LeadEventDetails, NewLeadEvent } from '../../domain/lead-event';

/** The JSON column: the details without their kind, as `record` wrote them. */
interface Payload {
  [key: string]: string | number | undefined;
}

interface LeadEventRow {
  id: string;
  lead_id: string;
  kind: LeadEventDetails['kind'];
  author_id: string | null;
  author_name: string | null;
  assignee_name: string | null;
  at: Date | string;
  payload: Payload;
}

/** The lead_event table: the kind in its own column, the rest of the details as JSON. */
@Injectable()
export class PostgresLeadTimeline extends LeadTimeline {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async record(event: NewLeadEvent): Promise<void> {
    const { kind, ...payload } = event.details;
    await this.em.execute(
      `insert into lead_event (id, lead_id, kind, author_id, at, payload) values (?, ?, ?, ?, ?, ?::jsonb)`,
      [randomUUID(), event.leadId, kind, event.authorId ?? null, event.at, JSON.stringify(payload)],
      'run',
    );
  }

  async list(leadId: string): Promise<LeadEvent[]> {
    const rows = await this.em.execute<LeadEventRow[]>(
      `select e.id, e.lead_id, e.kind, e.author_id, author.name as author_name, assignee.name as assignee_name, e.at, e.payload
         from lead_event e
         left join staff_users author on author.id = e.author_id
         left join staff_users assignee on e.kind = 'assigned' and assignee.id::text = e.payload->>'assigneeId'
        where e.lead_id = ?
        order by e.at desc, e.seq desc`,
      [leadId],
    );
    return rows.map(fromRow);
  }
}

/** Rows are written only by `record`, from typed details. */
function fromRow(row: LeadEventRow): LeadEvent {
  return {
    id: row.id,
    leadId: row.lead_id,
    authorId: row.author_id ?? undefined,
    authorName: row.author_name ?? undefined,
    assigneeName: row.assignee_name ?? undefined,
    at: new Date(row.at),
    details: detailsOf(row.kind, row.payload),
  };
}

function detailsOf(kind: LeadEventDetails['kind'], payload: Payload): LeadEventDetails {
  const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : undefined);
  const number = (key: string) => (typeof payload[key] === 'number' ? (payload[key] as number) : undefined);
  switch (kind) {
    case 'note':
      return { kind, text: text('text') ?? '' };
    case 'stage':
      return {
        kind,
        from: text('from') as LeadStatus,
        to: text('to') as LeadStatus,
        note: text('note'),
        amount: number('amount'),
        value: number('value'),
        lostReason: text('lostReason') as LeadLostReason | undefined,
      };
    case 'assigned':
      return { kind, assigneeId: text('assigneeId') };
    case 'email':
      return { kind, recipient: text('recipient') as LeadEmailRecipient, subject: text('subject') ?? '' };
    case 'contact':
      return { kind, channel: text('channel') as LeadContactChannel, note: text('note') };
    case 'entered':
      return { kind, channel: text('channel') as LeadChannel };
    case 'follow-up':
      return { kind, on: text('on') };
  }
}
