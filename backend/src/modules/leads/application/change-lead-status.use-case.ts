import type { LeadStatus } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../shared/application/transaction-runner.port';
import { type Lead, withStatus } from '../domain/lead';
import { LeadNotFoundError } from '../domain/lead.errors';
import { LeadInbox } from './lead-inbox.port';
import { isInScope, type LeadScope } from './lead-scope';
import { LeadTimeline } from './lead-timeline.port';

interface StatusChange {
  status: LeadStatus;
  note?: string;
}

/** Moves a lead to another stage; the change, by whom and when, goes on its timeline in the same transaction. */
@Injectable()
export class ChangeLeadStatus {
  constructor(
    private readonly inbox: LeadInbox,
    private readonly timeline: LeadTimeline,
    private readonly transaction: TransactionRunner,
  ) {}

  execute(id: string, change: StatusChange, actorId: string, scope: LeadScope = {}): Promise<Lead> {
    return this.transaction.run(async () => {
      const lead = await this.inbox.find(id);
      if (!lead || !isInScope(lead, scope)) throw new LeadNotFoundError();
      const now = new Date();
      const updated = withStatus(lead, change.status, change.note, now);
      await this.inbox.save(updated);
      await this.timeline.record({
        leadId: id,
        authorId: actorId,
        at: now,
        details: { kind: 'stage', from: lead.status, to: change.status, note: change.note },
      });
      return updated;
    });
  }
}
