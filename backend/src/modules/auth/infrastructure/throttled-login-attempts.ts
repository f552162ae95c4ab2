import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PostgresThrottlerStorage } from '../../../shared/infrastructure/postgres-throttler-storage';
import { type FailureOutcome, LoginAttempts } from '../application/login-attempts.port';
import { type LockoutScope, SIGN_IN_LOCKOUT } from '../domain/sign-in-lockout';

const THROTTLER = { untrusted: 'login-account', device: 'login-device' } as const;
const MINUTE_MS = 60_000;

/**
 * The failures live in the shared rate-limit table, so every instance counts them; the keys are hashes (of the
 * e-mail, of the device id), so the table holds no address and no cookie.
 */
@Injectable()
export class ThrottledLoginAttempts extends LoginAttempts {
  constructor(private readonly storage: PostgresThrottlerStorage) {
    super();
  }

  lockedForSeconds(email: string, scope: LockoutScope): Promise<number> {
    return this.storage.blockedSeconds(keyOf(email, scope), THROTTLER[scope.kind]);
  }

  async recordFailure(email: string, scope: LockoutScope): Promise<FailureOutcome> {
    const record = await this.storage.increment(
      keyOf(email, scope),
      SIGN_IN_LOCKOUT.windowMinutes * MINUTE_MS,
      SIGN_IN_LOCKOUT.failures,
      SIGN_IN_LOCKOUT.lockMinutes * MINUTE_MS,
      THROTTLER[scope.kind],
    );
    return {
      lockedForSeconds: record.isBlocked ? record.timeToBlockExpire : 0,
      lockedNow: record.isBlocked && record.totalHits === SIGN_IN_LOCKOUT.failures + 1,
    };
  }

  recordSuccess(email: string, scope: LockoutScope): Promise<void> {
    return this.storage.forget(keyOf(email, scope), THROTTLER[scope.kind]);
  }
}

function keyOf(email: string, scope: LockoutScope): string {
  const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  if (scope.kind === 'untrusted') return `account:${account}`;
  return `device:${account}:${createHash('sha256').update(scope.deviceId).digest('hex')}`;
}
