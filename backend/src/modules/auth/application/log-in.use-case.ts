import { Injectable } from '@nestjs/common';
import { InvalidCredentialsError } from '../domain/auth.errors';
import { normalizeEmail } from '../domain/staff-user';
import { PasswordHasher } from './password-hasher.port';
import { type StaffSession, StartSession } from './start-session';
import { StaffUsers } from './staff-users.port';

@Injectable()
export class LogIn {
  /** Checked when there is no password to check, so an answer takes as long whether or not the account exists. */
  private decoyHash: Promise<string> | undefined;

  constructor(
    private readonly users: StaffUsers,
    private readonly hasher: PasswordHasher,
    private readonly startSession: StartSession,
  ) {}

  /** Unknown, invited and disabled users get the same refusal as a wrong password. */
  async execute(input: { email: string; password: string }): Promise<StaffSession> {
    const user = await this.users.findByEmail(normalizeEmail(input.email));
    this.decoyHash ??= this.hasher.hash('decoy-password-for-timing');
    const usable = user?.status === 'active' && user.passwordHash ? user : undefined;
    const valid = await this.hasher.verify(usable?.passwordHash ?? (await this.decoyHash), input.password);
    if (!usable || !valid) throw new InvalidCredentialsError();
    return this.startSession.execute(usable);
  }
}
