import type { LeadListSort } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import type { Lead } from '../domain/lead';
import { LeadCursorInvalidError } from '../domain/lead.errors';
import { type LeadKey, LeadInbox, type LeadSearch } from './lead-inbox.port';

export const MAX_PAGE_SIZE = 100;

interface LeadPage {
  data: Lead[];
  /** The cursor of the next page; none on the last one. */
  next?: string;
  /** How many leads match, counted on the first page only (a cursor's pages leave it out). */
  total?: number;
  pageSize: number;
}

/** The inbox: the matching leads page by page, each page starting after the last lead of the one before. */
@Injectable()
export class ListLeads {
  constructor(private readonly inbox: LeadInbox) {}

  async execute(search: LeadSearch, options: { cursor?: string; pageSize?: number; sort?: LeadListSort } = {}): Promise<LeadPage> {
    const pageSize = Math.min(Math.max(1, options.pageSize ?? 25), MAX_PAGE_SIZE);
    const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor);
    // The page and the first page's count run side by side (two pooled connections), not one after the other.
    const [slice, total] = await Promise.all([
      this.inbox.search(search, options.sort ?? 'newest', after, pageSize),
      after === undefined ? this.inbox.count(search) : undefined,
    ]);
    return {
      data: slice.data,
      ...(slice.next && { next: encodeCursor(slice.next) }),
      ...(total !== undefined && { total }),
      pageSize,
    };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

function encodeCursor(key: LeadKey): string {
  return Buffer.from(`${key.receivedAt}|${key.id}`).toString('base64url');
}

function decodeCursor(cursor: string): LeadKey {
  const [receivedAt = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length || !INSTANT.test(receivedAt) || !UUID.test(id)) throw new LeadCursorInvalidError();
  return { receivedAt, id };
}
