import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/application/transaction-runner.port';
import { SessionEndedError } from '../../domain/auth.errors';
import { isSessionLive } from '../../domain/device-session';
import { hashSecretToken, newSecretToken } from '../secret-token';
import { DeviceSessions } from '../device-sessions.port';
import { SecuritySettingsStore } from '../security-settings.port';
import type { StaffSession } from '../start-session';
import { StaffUsers } from '../staff-users.port';
import { TokenIssuer } from '../token-issuer.port';
import { Clock } from '../../../../shared/application/clock.port';

/**
 * Trades the current refresh token of a session for a new one and a new access token (OWASP's rotation with reuse
 * detection). A token that was already traded is a copy in someone else's hands, or a replay: the session it
 * belongs to ends, so neither the thief nor the person can go on with it; the person signs in again.
 */
@Injectable()
export class RefreshSession {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly sessions: DeviceSessions,
    private readonly users: StaffUsers,
    private readonly settings: SecuritySettingsStore,
    private readonly tokens: TokenIssuer,
    private readonly clock: Clock,
  ) {}

  async execute(refreshToken: string | undefined): Promise<StaffSession> {
    if (!refreshToken) throw new SessionEndedError();
    const oldHash = hashSecretToken(refreshToken);
    const now = this.clock.now();
    const newToken = newSecretToken();
    const outcome = await this.transaction.run(async () => {
      const found = await this.sessions.findByToken(oldHash);
      if (!found) return undefined;
      const { session } = found;
      if (found.replaced) {
        await this.sessions.end(session.id, 'replayed', now);
        return undefined;
      }
      const user = await this.users.findById(session.userId);
      if (!user || user.status !== 'active' || !isSessionLive(session, user.sessionVersion, await this.settings.get(), now)) {
        await this.sessions.end(session.id, 'expired', now);
        return undefined;
      }
      if (!(await this.sessions.rotate(session.id, oldHash, hashSecretToken(newToken), now))) {
        await this.sessions.end(session.id, 'replayed', now);
        return undefined;
      }
      return { user, sessionId: session.id };
    });
    if (!outcome) throw new SessionEndedError();
    const access = await this.tokens.issue({
      userId: outcome.user.id,
      sessionVersion: outcome.user.sessionVersion,
      sessionId: outcome.sessionId,
    });
    return { ...access, refreshToken: newToken, user: outcome.user };
  }
}
