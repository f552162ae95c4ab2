import { Injectable } from '@nestjs/common';
import type { Lead } from '../domain/lead';
import { LeadNotFoundError } from '../domain/lead.errors';
import { LeadInbox } from './lead-inbox.port';
import { isInScope, type LeadScope } from './lead-scope';

@Injectable()
export class GetLead {
  constructor(private readonly inbox: LeadInbox) {}

  /** A lead outside the viewer's scope answers as if it did not exist. */
  async execute(id: string, scope: LeadScope = {}): Promise<Lead> {
    const lead = await this.inbox.find(id);
    if (!lead || !isInScope(lead, scope)) throw new LeadNotFoundError();
    return lead;
  }
}
