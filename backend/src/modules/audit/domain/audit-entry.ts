import { withoutSecrets } from './audit-redaction';

/** Who made a change in the admin, as the session named them when it was made. */
export interface AuditActor {
  userId: string | null;
  email: string;
  role: string | null;
}

/**
 * One change made in the admin: who, when, which route ("PATCH /api/admin/qa/pages/{id}"), which entity, and the
 * entity as the API showed it before and after (null where there was none: a creation has no before, a deletion
 * no after). Secrets (passwords, tokens, hashes, two-step secrets, QR codes) are never kept: see audit-redaction.ts.
 */
export interface AuditEntry {
  id: string;
  at: Date;
  actor: AuditActor;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

export type NewAuditEntry = Omit<AuditEntry, 'id' | 'at'>;

/** A snapshot larger than this (as JSON) is kept as a note of its size only. */
const MAX_SNAPSHOT_CHARS = 200_000;

/** The entity as an audit entry keeps it: without secrets (audit-redaction.ts), or a note of its size when huge. */
export function auditSnapshot(value: unknown): unknown {
  const cleaned = withoutSecrets(value);
  const json = JSON.stringify(cleaned ?? null);
  return json.length > MAX_SNAPSHOT_CHARS ? { omitted: `${json.length} characters` } : cleaned;
}
