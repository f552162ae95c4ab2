import { randomUUID } from 'node:crypto';
import { STAFF_LINK_LIFETIMES } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { LinkExpiredError } from '../domain/auth.errors';
import { hashSecretToken, newSecretToken } from './secret-token';
import type { StaffTokenPurpose } from '../domain/staff-token';
import { StaffTokens } from './staff-tokens.port';
import { Clock } from '../../../shared/application/clock.port';

const LIFETIME_MS: Record<StaffTokenPurpose, number> = {
  invitation: STAFF_LINK_LIFETIMES.invitationHours * 3_600_000,
  'password-reset': STAFF_LINK_LIFETIMES.passwordResetMinutes * 60_000,
};

/** Single-use links: 32 random bytes, base64url, of which only the sha256 is kept. */
@Injectable()
export class StaffLinks {
  constructor(
    private readonly tokens: StaffTokens,
    private readonly clock: Clock,
  ) {}

  /** A new link for the user, ending their earlier ones of the same purpose; returns the token to send. */
  async issue(userId: string, purpose: StaffTokenPurpose): Promise<string> {
    const token = newSecretToken();
    const now = this.clock.now();
    await this.tokens.replace({
      id: randomUUID(),
      userId,
      purpose,
      tokenHash: hashSecretToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + LIFETIME_MS[purpose]),
    });
    return token;
  }

  /** The user of a usable link, else LinkExpiredError. */
  async peek(token: string, purpose: StaffTokenPurpose): Promise<string> {
    const userId = await this.tokens.findUsable(hashSecretToken(token), purpose, this.clock.now());
    if (!userId) throw new LinkExpiredError();
    return userId;
  }

  /** Uses the link once and for all, else LinkExpiredError (used, expired, or used by a concurrent request). */
  async use(token: string, purpose: StaffTokenPurpose): Promise<string> {
    const userId = await this.tokens.use(hashSecretToken(token), purpose, this.clock.now());
    if (!userId) throw new LinkExpiredError();
    return userId;
  }

  countIssuedSince(userId: string, purpose: StaffTokenPurpose, since: Date): Promise<number> {
    return this.tokens.countCreatedSince(userId, purpose, since);
  }
}
