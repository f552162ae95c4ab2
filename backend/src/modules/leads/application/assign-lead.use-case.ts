import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../shared/application/transaction-runner.port';
import { StaffDirectory } from '../../auth/application/staff-directory';
import type { Lead } from '../domain/lead';
import { LeadAssigneeInvalidError, LeadNotFoundError } from '../domain/lead.errors';
import { LeadInbox } from './lead-inbox.port';
import { LeadTimeline } from './lead-timeline.port';
import { Clock } from '../../../shared/application/clock.port';
import { LeadAssignmentMailer } from './lead-assignment-mailer.port';

@Injectable()
export class AssignLead {
  constructor(
    private readonly inbox: LeadInbox,
    private readonly staff: StaffDirectory,
    private readonly timeline: LeadTimeline,
    private readonly transaction: TransactionRunner,
    private readonly clock: Clock,
    private readonly mailer: LeadAssignmentMailer,
  ) {}

  /**
   * `userId` undefined: the lead is assigned to no one. The assignment goes on the lead's timeline; the new assignee,
   * unless they assigned it to themselves, gets an e-mail with the lead's link, queued in the same transaction.
   */
  execute(id: string, userId: string | undefined, actorId: string): Promise<Lead> {
    return this.transaction.run(async () => {
      const lead = await this.inbox.find(id);
      if (!lead) throw new LeadNotFoundError();
      const assignee = userId === undefined ? undefined : await this.staff.assignable(userId);
      if (userId !== undefined && !assignee) throw new LeadAssigneeInvalidError();
      await this.inbox.assign(id, userId);
      await this.timeline.record({
        leadId: id,
        authorId: actorId,
        at: this.clock.now(),
        details: { kind: 'assigned', assigneeId: userId },
      });
      const assigned = { ...lead, assignedToId: userId };
      if (assignee && assignee.id !== lead.assignedToId && assignee.id !== actorId) await this.mailer.assigned(assigned, assignee);
      return assigned;
    });
  }
}
