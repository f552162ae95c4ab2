import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../shared/application/transaction-runner.port';
import { type Lead, type StageChange, stageFigureProblem, withStatus } from '../domain/lead';
import { LeadNotFoundError, LeadStageFigureError } from '../domain/lead.errors';
import { LeadInbox } from './lead-inbox.port';
import { isInScope, type LeadScope } from './lead-scope';
import { LeadTimeline } from './lead-timeline.port';
import { Clock } from '../../../shared/application/clock.port';

/**
 * Moves a lead to another stage with the figure the stage asks for; the change, by whom and when, goes on its
 * timeline in the same transaction, and the first move to 'contacted' is the lead's first response.
 */
@Injectable()
export class ChangeLeadStatus {
  constructor(
    private readonly inbox: LeadInbox,
    private readonly timeline: LeadTimeline,
    private readonly transaction: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  execute(id: string, change: StageChange, actorId: string, scope: LeadScope = {}): Promise<Lead> {
    return this.transaction.run(async () => {
      const lead = await this.inbox.find(id);
      if (!lead || !isInScope(lead, scope)) throw new LeadNotFoundError();
      const problem = stageFigureProblem(change);
      if (problem) throw new LeadStageFigureError(problem);
      const now = this.clock.now();
      const updated = withStatus(lead, change, now);
      await this.inbox.save(updated);
      if (updated.firstResponseAt && !lead.firstResponseAt) await this.inbox.markFirstResponse(id, updated.firstResponseAt);
      const { status: to, note, amount, value, lostReason } = change;
      await this.timeline.record({
        leadId: id,
        authorId: actorId,
        at: now,
        details: { kind: 'stage', from: lead.status, to, note, amount, value, lostReason },
      });
      return updated;
    });
  }
}
