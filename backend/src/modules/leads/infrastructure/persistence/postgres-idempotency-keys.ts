import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type EarlierSubmission, IdempotencyKeys, type LeadAnswer } from '../../application/idempotency-keys.port';

/** Expired keys deleted per claim: enough to keep pace with the claims, never a long delete inside a lead's transaction. */
const PURGE_BATCH = 20;

interface KeyRow {
  request_hash: string;
  answer: LeadAnswer;
}

/**
 * The lead_idempotency table, one row per key. The upsert claims the key when it is new or older than the window;
 * on a fresh key held by a concurrent transaction it waits on the primary key until that one commits (then reads
 * its answer) or rolls back (then claims it). Each claim also deletes a few expired keys, skipping any another
 * transaction holds, so the table keeps about a day of keys without a job of its own.
 */
@Injectable()
export class PostgresIdempotencyKeys extends IdempotencyKeys {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async claim(key: string, fingerprint: string, answer: LeadAnswer, windowHours: number): Promise<EarlierSubmission | undefined> {
    const claimed = await this.em.execute<{ key: string }[]>(
      `insert into lead_idempotency as k (key, request_hash, lead_id, answer, created_at) values (?, ?, ?, ?::jsonb, now())
       on conflict (key) do update set request_hash = excluded.request_hash, lead_id = excluded.lead_id,
           answer = excluded.answer, created_at = excluded.created_at
         where k.created_at <= excluded.created_at - (? * interval '1 hour')
       returning key`,
      [key, fingerprint, answer.id, JSON.stringify(answer), windowHours],
      'all',
    );
    if (claimed.length === 1) {
      await this.purgeExpired(windowHours);
      return undefined;
    }
    const [earlier] = await this.em.execute<KeyRow[]>(`select request_hash, answer from lead_idempotency where key = ?`, [key], 'all');
    // Not found only if the row vanished between the two statements (its lead deleted): then nothing stands in the way.
    if (!earlier) return this.claim(key, fingerprint, answer, windowHours);
    return { fingerprint: earlier.request_hash, answer: earlier.answer };
  }

  private async purgeExpired(windowHours: number): Promise<void> {
    await this.em.execute(
      `delete from lead_idempotency where key in (
         select key from lead_idempotency where created_at < now() - (? * interval '1 hour')
          limit ? for update skip locked)`,
      [windowHours, PURGE_BATCH],
      'run',
    );
  }
}
