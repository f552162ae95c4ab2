import { Injectable } from '@nestjs/common';
import type { Lead } from '../domain/lead';
import { LeadNotFoundError } from '../domain/lead.errors';
import { LeadInbox } from './lead-inbox.port';

@Injectable()
export class GetLead {
  constructor(private readonly inbox: LeadInbox) {}

  async execute(id: string): Promise<Lead> {
    const lead = await this.inbox.find(id);
    if (!lead) throw new LeadNotFoundError();
    return lead;
  }
}
