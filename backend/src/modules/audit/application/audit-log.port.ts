import type { AuditEntry, NewAuditEntry } from '../domain/audit-entry';

export interface AuditQuery {
  entityType?: string;
  entityId?: string;
  /** Entries older than this one (the previous page's last id). */
  before?: string;
  limit: number;
}

/** Port: the audit log, newest first. */
export abstract class AuditLog {
  abstract record(entry: NewAuditEntry): Promise<void>;
  abstract list(query: AuditQuery): Promise<AuditEntry[]>;
}
