import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/application/transaction-runner.port';
import type { Lead } from '../../domain/lead';
import { LeadNotFoundError } from '../../domain/lead.errors';
import { LeadInbox } from '../lead-inbox.port';
import { isInScope, type LeadScope } from '../lead-scope';
import { LeadTimeline } from '../lead-timeline.port';
import { Clock } from '../../../../shared/application/clock.port';

/** Sets (a YYYY-MM-DD day of the office's calendar) or clears (undefined) a lead's follow-up date, on its timeline. */
@Injectable()
export class SetLeadFollowUp {
  constructor(
    private readonly inbox: LeadInbox,
    private readonly timeline: LeadTimeline,
    private readonly transaction: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  execute(id: string, day: string | undefined, authorId: string, scope: LeadScope = {}, now = this.clock.now()): Promise<Lead> {
    return this.transaction.run(async () => {
      const lead = await this.inbox.find(id);
      if (!lead || !isInScope(lead, scope)) throw new LeadNotFoundError();
      if (lead.followUpOn === day) return lead;
      await this.inbox.setFollowUp(id, day);
      await this.timeline.record({ leadId: id, authorId, at: now, details: { kind: 'follow-up', on: day } });
      return { ...lead, followUpOn: day };
    });
  }
}
