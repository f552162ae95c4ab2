import { Injectable } from '@nestjs/common';
import type { StaffUser } from '../domain/staff-user';
import { StaffUsers } from './staff-users.port';
import { type IssuedToken, TokenIssuer } from './token-issuer.port';

export interface StaffSession extends IssuedToken {
  user: StaffUser;
}

/** What every way of signing in ends with: a token for the user's current session version, the time recorded. */
@Injectable()
export class StartSession {
  constructor(
    private readonly users: StaffUsers,
    private readonly tokens: TokenIssuer,
  ) {}

  async execute(user: StaffUser): Promise<StaffSession> {
    const now = new Date();
    await this.users.recordSignIn(user.id, now);
    const token = await this.tokens.issue({ userId: user.id, sessionVersion: user.sessionVersion });
    return { ...token, user: { ...user, lastSignInAt: now } };
  }
}
