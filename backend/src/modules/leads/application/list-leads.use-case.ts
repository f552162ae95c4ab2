import { Injectable } from '@nestjs/common';
import { type LeadFilter, LeadInbox, type LeadPage } from './lead-inbox.port';

export const MAX_PAGE_SIZE = 100;

@Injectable()
export class ListLeads {
  constructor(private readonly inbox: LeadInbox) {}

  execute(filter: LeadFilter, page = 1, pageSize = 25): Promise<LeadPage> {
    return this.inbox.list(filter, Math.max(1, page), Math.min(Math.max(1, pageSize), MAX_PAGE_SIZE));
  }
}
