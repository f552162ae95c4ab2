import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { hashSecretToken, newSecretToken } from './secret-token';
import type { StaffUser } from '../domain/staff-user';
import { DeviceSessions } from './device-sessions.port';
import { StaffUsers } from './staff-users.port';
import { type IssuedToken, TokenIssuer } from './token-issuer.port';
import { Clock } from '../../../shared/application/clock.port';

/** A signed-in answer: a short access token, the refresh token for the cookie, and who signed in. */
export interface StaffSession extends IssuedToken {
  user: StaffUser;
  refreshToken: string;
}

/** What every way of signing in ends with: a new session on this device, its first tokens, the time recorded. */
@Injectable()
export class StartSession {
  constructor(
    private readonly users: StaffUsers,
    private readonly sessions: DeviceSessions,
    private readonly tokens: TokenIssuer,
    private readonly clock: Clock,
  ) {}

  async execute(user: StaffUser, device: string): Promise<StaffSession> {
    const now = this.clock.now();
    await this.users.recordSignIn(user.id, now);
    const refreshToken = newSecretToken();
    const sessionId = randomUUID();
    await this.sessions.start(
      { id: sessionId, userId: user.id, sessionVersion: user.sessionVersion, device, createdAt: now, lastUsedAt: now },
      hashSecretToken(refreshToken),
    );
    const token = await this.tokens.issue({ userId: user.id, sessionVersion: user.sessionVersion, sessionId });
    return { ...token, refreshToken, user: { ...user, lastSignInAt: now } };
  }
}
