import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PostgresThrottlerStorage } from '../../../shared/infrastructure/postgres-throttler-storage';
import { type FailureOutcome, LoginAttempts } from '../application/login-attempts.port';

/** Five wrong passwords within fifteen minutes lock the account for fifteen minutes. */
const ACCOUNT_LOCKOUT = { failures: 5, windowMinutes: 15, lockMinutes: 15 } as const;
const THROTTLER = 'login-account';
const MINUTE_MS = 60_000;

/**
 * The failures live in the shared rate-limit table, so every instance counts them; the key is a hash of the e-mail,
 * so the table holds no address.
 */
@Injectable()
export class ThrottledLoginAttempts extends LoginAttempts {
  constructor(private readonly storage: PostgresThrottlerStorage) {
    super();
  }

  lockedForSeconds(email: string): Promise<number> {
    return this.storage.blockedSeconds(keyOf(email), THROTTLER);
  }

  async recordFailure(email: string): Promise<FailureOutcome> {
    const record = await this.storage.increment(
      keyOf(email),
      ACCOUNT_LOCKOUT.windowMinutes * MINUTE_MS,
      ACCOUNT_LOCKOUT.failures,
      ACCOUNT_LOCKOUT.lockMinutes * MINUTE_MS,
      THROTTLER,
    );
    return {
      lockedForSeconds: record.isBlocked ? record.timeToBlockExpire : 0,
      lockedNow: record.isBlocked && record.totalHits === ACCOUNT_LOCKOUT.failures + 1,
    };
  }

  recordSuccess(email: string): Promise<void> {
    return this.storage.forget(keyOf(email), THROTTLER);
  }
}

function keyOf(email: string): string {
  return `account:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}
