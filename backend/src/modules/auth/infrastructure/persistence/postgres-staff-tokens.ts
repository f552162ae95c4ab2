import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type NewStaffToken, StaffTokens } from '../../application/staff-tokens.port';
import type { StaffTokenPurpose } from '../../domain/staff-token';

/** The staff_tokens table in plain SQL (StaffTokenEntity maps the same table), joining the caller's transaction. */
@Injectable()
export class PostgresStaffTokens extends StaffTokens {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async replace(token: NewStaffToken): Promise<void> {
    await this.em.execute(
      `update staff_tokens set used_at = ? where user_id = ? and purpose = ? and used_at is null`,
      [token.createdAt, token.userId, token.purpose],
      'run',
    );
    await this.em.execute(
      `insert into staff_tokens (id, user_id, purpose, token_hash, created_at, expires_at) values (?, ?, ?, ?, ?, ?)`,
      [token.id, token.userId, token.purpose, token.tokenHash, token.createdAt, token.expiresAt],
      'run',
    );
  }

  async findUsable(tokenHash: string, purpose: StaffTokenPurpose, now: Date): Promise<string | undefined> {
    const [row] = await this.em.execute<{ user_id: string }[]>(
      `select user_id from staff_tokens where token_hash = ? and purpose = ? and used_at is null and expires_at > ?`,
      [tokenHash, purpose, now],
      'all',
    );
    return row?.user_id;
  }

  async use(tokenHash: string, purpose: StaffTokenPurpose, now: Date): Promise<string | undefined> {
    const [row] = await this.em.execute<{ user_id: string }[]>(
      `update staff_tokens set used_at = ? where token_hash = ? and purpose = ? and used_at is null and expires_at > ? returning user_id`,
      [now, tokenHash, purpose, now],
      'all',
    );
    return row?.user_id;
  }

  async countCreatedSince(userId: string, purpose: StaffTokenPurpose, since: Date): Promise<number> {
    const [row] = await this.em.execute<{ count: number }[]>(
      `select count(*)::int as count from staff_tokens where user_id = ? and purpose = ? and created_at > ?`,
      [userId, purpose, since],
      'all',
    );
    return row?.count ?? 0;
  }
}
