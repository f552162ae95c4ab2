import type { LeadListSort } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import type { Lead } from '../domain/lead';
import { LeadInbox, type LeadSearch } from './lead-inbox.port';

/** A spreadsheet of a year of leads stays far below this; past it, narrow the filter. */
const EXPORT_LIMIT = 50_000;

/** The inbox's leads as they are filtered and sorted on screen, every page at once. */
@Injectable()
export class ExportLeads {
  constructor(private readonly inbox: LeadInbox) {}

  execute(search: LeadSearch, sort: LeadListSort = 'newest'): Promise<Lead[]> {
    return this.inbox.all(search, sort, EXPORT_LIMIT);
  }
}
