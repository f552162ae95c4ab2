import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DeviceSessions } from '../../application/device-sessions.port';
import type { DeviceSession, SessionEndReason } from '../../domain/device-session';

interface SessionRow {
  id: string;
  user_id: string;
  session_version: number;
  device: string;
  created_at: Date;
  last_used_at: Date;
  ended_at: Date | null;
}

const COLUMNS = 's.id, s.user_id, s.session_version, s.device, s.created_at, s.last_used_at, s.ended_at';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fromRow(row: SessionRow): DeviceSession {
  return {
    id: row.id,
    userId: row.user_id,
    sessionVersion: row.session_version,
    device: row.device,
    createdAt: new Date(row.created_at),
    lastUsedAt: new Date(row.last_used_at),
    endedAt: row.ended_at ? new Date(row.ended_at) : undefined,
  };
}

/** staff_sessions and staff_refresh_tokens in plain SQL, joining the caller's transaction. */
@Injectable()
export class PostgresDeviceSessions extends DeviceSessions {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async start(session: DeviceSession, tokenHash: string): Promise<void> {
    await this.em.execute(
      `insert into staff_sessions (id, user_id, session_version, device, created_at, last_used_at) values (?, ?, ?, ?, ?, ?)`,
      [session.id, session.userId, session.sessionVersion, session.device, session.createdAt, session.lastUsedAt],
      'run',
    );
    await this.em.execute(
      `insert into staff_refresh_tokens (token_hash, session_id, issued_at) values (?, ?, ?)`,
      [tokenHash, session.id, session.createdAt],
      'run',
    );
  }

  async findByToken(tokenHash: string): Promise<{ session: DeviceSession; replaced: boolean } | undefined> {
    const [row] = await this.em.execute<(SessionRow & { replaced_at: Date | null })[]>(
      `select ${COLUMNS}, t.replaced_at from staff_refresh_tokens t join staff_sessions s on s.id = t.session_id where t.token_hash = ?`,
      [tokenHash],
      'all',
    );
    return row && { session: fromRow(row), replaced: row.replaced_at !== null };
  }

  async findById(id: string): Promise<DeviceSession | undefined> {
    if (!UUID_PATTERN.test(id)) return undefined;
    const [row] = await this.em.execute<SessionRow[]>(`select ${COLUMNS} from staff_sessions s where s.id = ?`, [id], 'all');
    return row && fromRow(row);
  }

  async rotate(sessionId: string, oldHash: string, newHash: string, at: Date): Promise<boolean> {
    // The conditional update is the lock: of two requests with the same token, only one sees a row come back.
    const replaced = await this.em.execute<{ token_hash: string }[]>(
      `update staff_refresh_tokens set replaced_at = ? where token_hash = ? and session_id = ? and replaced_at is null returning token_hash`,
      [at, oldHash, sessionId],
      'all',
    );
    if (replaced.length !== 1) return false;
    await this.em.execute(
      `insert into staff_refresh_tokens (token_hash, session_id, issued_at) values (?, ?, ?)`,
      [newHash, sessionId, at],
      'run',
    );
    await this.em.execute(`update staff_sessions set last_used_at = ? where id = ?`, [at, sessionId], 'run');
    return true;
  }

  async end(sessionId: string, reason: SessionEndReason, at: Date): Promise<void> {
    await this.em.execute(
      `update staff_sessions set ended_at = ?, end_reason = ? where id = ? and ended_at is null`,
      [at, reason, sessionId],
      'run',
    );
  }

  async listOpen(userId: string, sessionVersion: number): Promise<DeviceSession[]> {
    const rows = await this.em.execute<SessionRow[]>(
      `select ${COLUMNS} from staff_sessions s where s.user_id = ? and s.session_version = ? and s.ended_at is null order by s.last_used_at desc, s.id`,
      [userId, sessionVersion],
      'all',
    );
    return rows.map(fromRow);
  }
}
