import { Injectable } from '@nestjs/common';
import type { AuditEntry } from '../domain/audit-entry';
import { type AuditQuery, AuditLog } from './audit-log.port';

@Injectable()
export class ListAuditEntries {
  constructor(private readonly log: AuditLog) {}

  /** One page, newest first, and the id to ask the next page from (null on the last). */
  async execute(query: AuditQuery): Promise<{ entries: AuditEntry[]; next: string | null }> {
    const entries = await this.log.list({ ...query, limit: query.limit + 1 });
    const page = entries.slice(0, query.limit);
    return { entries: page, next: entries.length > query.limit ? (page.at(-1)?.id ?? null) : null };
  }
}
