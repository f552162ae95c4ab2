import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type AuditQuery, AuditLog } from '../../application/audit-log.port';
import type { AuditEntry, NewAuditEntry } from '../../domain/audit-entry';

interface AuditRow {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_email: string;
  actor_role: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
}

/** The audit_entry table; rows are only ever added (kept like leads: no purge). */
@Injectable()
export class PostgresAuditLog extends AuditLog {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** Joins the caller's transaction (em.execute; the connection's execute would run outside it). */
  async record(entry: NewAuditEntry): Promise<void> {
    await this.em.execute(
      `insert into audit_entry (id, at, actor_id, actor_email, actor_role, action, entity_type, entity_id, before, after)
       values (?, clock_timestamp(), ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb)`,
      [
        randomUUID(),
        entry.actor.userId,
        entry.actor.email,
        entry.actor.role,
        entry.action,
        entry.entityType,
        entry.entityId,
        JSON.stringify(entry.before ?? null),
        JSON.stringify(entry.after ?? null),
      ],
      'run',
    );
  }

  async list(query: AuditQuery): Promise<AuditEntry[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.entityType) {
      where.push('entity_type = ?');
      params.push(query.entityType);
    }
    if (query.entityId) {
      where.push('entity_id = ?');
      params.push(query.entityId);
    }
    if (query.before) {
      where.push('(at, id) < (select at, id from audit_entry where id = ?)');
      params.push(query.before);
    }
    const rows = await this.em
      .getConnection()
      .execute<AuditRow[]>(
        `select * from audit_entry ${where.length ? `where ${where.join(' and ')}` : ''} order by at desc, id desc limit ?`,
        [...params, query.limit],
        'all',
      );
    return rows.map((row) => ({
      id: row.id,
      at: new Date(row.at),
      actor: { userId: row.actor_id, email: row.actor_email, role: row.actor_role },
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      before: row.before,
      after: row.after,
    }));
  }
}
