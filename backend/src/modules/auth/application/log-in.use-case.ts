import { Injectable } from '@nestjs/common';
import { InvalidCredentialsError } from '../domain/auth.errors';
import { AdminAccounts } from './admin-accounts.port';
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
  ) {}

  async execute(input: { email: string; password: string }): Promise<IssuedToken> {
    const account = await this.accounts.findByEmail(input.email.trim().toLowerCase());
    this.decoyHash ??= this.hasher.hash('decoy-password-for-timing');
    const valid = await this.hasher.verify(account?.passwordHash ?? (await this.decoyHash), input.password);
    if (!account || !valid) throw new InvalidCredentialsError();
    return this.tokens.issue(account.email);
  }
}
