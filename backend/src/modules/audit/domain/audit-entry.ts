/** Who made a change in the admin, as the session named them when it was made. */
export interface AuditActor {
  userId: string | null;
  email: string;
  role: string | null;
}

/**
 * One change made in the admin: who, when, which route ("PATCH /api/admin/qa/pages/{id}"), which entity, and the
 * entity as the API showed it before and after (null where there was none: a creation has no before, a deletion
 * no after). Secrets (passwords, tokens, hashes) are never kept.
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

/** The fields whose values an audit entry leaves out, wherever they are nested. */
const SECRET_KEY = /password|token|hash|secret/i;
/** A snapshot larger than this (as JSON) is kept as a note of its size only. */
const MAX_SNAPSHOT_CHARS = 200_000;

export function auditSnapshot(value: unknown): unknown {
  const cleaned = withoutSecrets(value);
  const json = JSON.stringify(cleaned ?? null);
  return json.length > MAX_SNAPSHOT_CHARS ? { omitted: `${json.length} characters` } : cleaned;
}

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}
