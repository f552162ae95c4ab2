import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

const SWEEP_INTERVAL_MS = 60_000;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Rate-limit counters in PostgreSQL, so every instance counts against one budget per client (in memory, N
 * instances would allow N × the limit). A fixed window per key: the first hit opens it for `ttl`; a hit past
 * `limit` blocks the key for `blockDuration`; the next hit after a block or a window opens a new window. One
 * upsert per request, atomic under the row lock, so concurrent hits on several instances are all counted.
 */
@Injectable()
export class PostgresThrottlerStorage implements ThrottlerStorage, OnModuleDestroy {
  private readonly sweeper = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS).unref();

  constructor(private readonly em: EntityManager) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const [row] = await this.em.getConnection().execute<{ hits: number; window_ms: string; block_ms: string | null }[]>(
      `insert into rate_limit as r (key, throttler, hits, window_ends_at, blocked_until)
         values (?, ?, 1, now() + (? * interval '1 millisecond'), null)
       on conflict (key, throttler) do update set
         hits = case when r.blocked_until > now() then r.hits
                     when r.window_ends_at <= now() or r.blocked_until is not null then 1
                     else r.hits + 1 end,
         window_ends_at = case when r.blocked_until > now() then r.window_ends_at
                               when r.window_ends_at <= now() or r.blocked_until is not null then excluded.window_ends_at
                               else r.window_ends_at end,
         blocked_until = case when r.blocked_until > now() then r.blocked_until
                              when r.window_ends_at <= now() or r.blocked_until is not null then null
                              when r.hits + 1 > ? then now() + (? * interval '1 millisecond')
                              else null end
       returning hits,
         (extract(epoch from (window_ends_at - now())) * 1000)::text as window_ms,
         (extract(epoch from (blocked_until - now())) * 1000)::text as block_ms`,
      [key, throttlerName, ttl, limit, blockDuration],
      'all',
    );
    const blockMs = row.block_ms === null ? 0 : Number(row.block_ms);
    return {
      totalHits: row.hits,
      timeToExpire: Math.max(0, Math.ceil(Number(row.window_ms) / 1000)),
      isBlocked: blockMs > 0,
      timeToBlockExpire: Math.max(0, Math.ceil(blockMs / 1000)),
    };
  }

  /** Seconds left of the key's block, 0 when it is not blocked; counts nothing. */
  async blockedSeconds(key: string, throttlerName: string): Promise<number> {
    const [row] = await this.em.getConnection().execute<{ block_ms: string }[]>(
      `select (extract(epoch from (blocked_until - now())) * 1000)::text as block_ms from rate_limit
          where key = ? and throttler = ? and blocked_until > now()`,
      [key, throttlerName],
      'all',
    );
    return row ? Math.max(1, Math.ceil(Number(row.block_ms) / 1000)) : 0;
  }

  /** Forgets a key's window and block (a successful sign-in clears its account's failures). */
  async forget(key: string, throttlerName: string): Promise<void> {
    await this.em.getConnection().execute(`delete from rate_limit where key = ? and throttler = ?`, [key, throttlerName], 'run');
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** Forgets windows and blocks that are over, so the table holds only recent clients. */
  private async sweep(): Promise<void> {
    try {
      await this.em
        .getConnection()
        .execute(`delete from rate_limit where window_ends_at < now() and (blocked_until is null or blocked_until < now())`, [], 'run');
    } catch {
      // The database is away; the next sweep will do it.
    }
  }
}
