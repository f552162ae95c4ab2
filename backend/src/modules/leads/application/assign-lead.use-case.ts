import { Injectable } from '@nestjs/common';
import { StaffDirectory } from '../../auth/application/staff-directory';
import type { Lead } from '../domain/lead';
import { LeadAssigneeInvalidError, LeadNotFoundError } from '../domain/lead.errors';
import { LeadInbox } from './lead-inbox.port';

@Injectable()
export class AssignLead {
  constructor(
    private readonly inbox: LeadInbox,
    private readonly staff: StaffDirectory,
  ) {}

  /** `userId` undefined: the lead is assigned to no one. */
  async execute(id: string, userId: string | undefined): Promise<Lead> {
    const lead = await this.inbox.find(id);
    if (!lead) throw new LeadNotFoundError();
    if (userId !== undefined && !(await this.staff.canBeAssigned(userId))) throw new LeadAssigneeInvalidError();
    await this.inbox.assign(id, userId);
    return { ...lead, assignedToId: userId };
  }
}
