import type { LeadContactChannel } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../shared/application/transaction-runner.port';
import type { LeadEvent } from '../domain/lead-event';
import { LeadNotFoundError } from '../domain/lead.errors';
import { LeadInbox } from './lead-inbox.port';
import { isInScope, type LeadScope } from './lead-scope';
import { LeadTimeline } from './lead-timeline.port';
import { Clock } from '../../../shared/application/clock.port';

/** Records that staff called or e-mailed the person; the first contact ends the lead's first response time. */
@Injectable()
export class RecordLeadContact {
  constructor(
    private readonly inbox: LeadInbox,
    private readonly timeline: LeadTimeline,
    private readonly transaction: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  /** The lead's timeline after the contact, newest first. */
  execute(
    id: string,
    contact: { channel: LeadContactChannel; note?: string },
    authorId: string,
    scope: LeadScope = {},
  ): Promise<LeadEvent[]> {
    return this.transaction.run(async () => {
      const lead = await this.inbox.find(id);
      if (!lead || !isInScope(lead, scope)) throw new LeadNotFoundError();
      const now = this.clock.now();
      await this.inbox.markFirstResponse(id, now);
      await this.timeline.record({ leadId: id, authorId, at: now, details: { kind: 'contact', ...contact } });
      return this.timeline.list(id);
    });
  }
}
