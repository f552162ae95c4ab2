import { Injectable } from '@nestjs/common';
import type { Lead } from '../domain/lead';
import { type LeadFilter, LeadInbox } from './lead-inbox.port';

/** A spreadsheet of a year of leads stays far below this; past it, narrow the filter. */
const EXPORT_LIMIT = 50_000;

@Injectable()
export class ExportLeads {
  constructor(private readonly inbox: LeadInbox) {}

  execute(filter: LeadFilter): Promise<Lead[]> {
    return this.inbox.all(filter, EXPORT_LIMIT);
  }
}
