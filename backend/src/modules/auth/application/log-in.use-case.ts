import { Injectable } from '@nestjs/common';
import { AccountLockedError, InvalidCredentialsError } from '../domain/auth.errors';
import { AdminAccounts } from './admin-accounts.port';
import { LoginAttempts } from './login-attempts.port';
import { PasswordHasher } from './password-hasher.port';
import { type IssuedToken, TokenIssuer } from './token-issuer.port';

@Injectable()
export class LogIn {
  /** Checked when the e-mail is unknown, so an answer takes as long whether or not the account exists. */
  private decoyHash: Promise<string> | undefined;

  constructor(
    private readonly accounts: AdminAccounts,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenIssuer,
    private readonly attempts: LoginAttempts,
  ) {}

  async execute(input: { email: string; password: string }): Promise<IssuedToken> {
    const email = input.email.trim().toLowerCase();
    // A locked account is refused before its password is checked: guesses during the lock teach nothing.
    const locked = await this.attempts.lockedForSeconds(email);
    if (locked > 0) throw new AccountLockedError(locked);
    const account = await this.accounts.findByEmail(email);
    this.decoyHash ??= this.hasher.hash('decoy-password-for-timing');
    const valid = await this.hasher.verify(account?.passwordHash ?? (await this.decoyHash), input.password);
    if (!account || !valid) {
      const outcome = await this.attempts.recordFailure(email);
      if (outcome.lockedForSeconds > 0) throw new AccountLockedError(outcome.lockedForSeconds);
      throw new InvalidCredentialsError();
    }
    await this.attempts.recordSuccess(email);
    return this.tokens.issue(account.email);
  }
}
