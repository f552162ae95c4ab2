import type { LeadStatus } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { type Lead, withStatus } from '../domain/lead';
import { LeadNotFoundError } from '../domain/lead.errors';
import { LeadInbox } from './lead-inbox.port';
import { isInScope, type LeadScope } from './lead-scope';

@Injectable()
export class ChangeLeadStatus {
  constructor(private readonly inbox: LeadInbox) {}

  async execute(id: string, status: LeadStatus, note?: string, scope: LeadScope = {}): Promise<Lead> {
    const lead = await this.inbox.find(id);
    if (!lead || !isInScope(lead, scope)) throw new LeadNotFoundError();
    const updated = withStatus(lead, status, note, new Date());
    await this.inbox.save(updated);
    return updated;
  }
}
