import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../shared/application/transaction-runner.port';
import { StaffDirectory } from '../../auth/application/staff-directory';
import type { Lead } from '../domain/lead';
import { LeadAssigneeInvalidError, LeadNotFoundError } from '../domain/lead.errors';
import { LeadInbox } from './lead-inbox.port';
import { LeadTimeline } from './lead-timeline.port';
import { Clock } from '../../../shared/application/clock.port';

@Injectable()
export class AssignLead {
  constructor(
    private readonly inbox: LeadInbox,
    private readonly staff: StaffDirectory,
    private readonly timeline: LeadTimeline,
    private readonly transaction: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  /** `userId` undefined: the lead is assigned to no one. The assignment goes on the lead's timeline. */
  execute(id: string, userId: string | undefined, actorId: string): Promise<Lead> {
    return this.transaction.run(async () => {
      const lead = await this.inbox.find(id);
      if (!lead) throw new LeadNotFoundError();
      if (userId !== undefined && !(await this.staff.canBeAssigned(userId))) throw new LeadAssigneeInvalidError();
      await this.inbox.assign(id, userId);
      await this.timeline.record({
        leadId: id,
        authorId: actorId,
        at: this.clock.now(),
        details: { kind: 'assigned', assigneeId: userId },
      });
      return { ...lead, assignedToId: userId };
    });
  }
}
