import { Injectable } from '@nestjs/common';
import { AccountLockedError, InvalidCredentialsError } from '../domain/auth.errors';
import { normalizeEmail } from '../domain/staff-user';
import { LoginAttempts } from './login-attempts.port';
import { PasswordHasher } from './password-hasher.port';
import { StaffMailer } from './staff-mailer.port';
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
    private readonly attempts: LoginAttempts,
    private readonly mailer: StaffMailer,
  ) {}

  /**
   * Unknown, invited and disabled users get the same refusal as a wrong password, and count the same towards the
   * account's lock; a locked account is refused before its password is checked (guesses during a lock teach nothing).
   */
  async execute(input: { email: string; password: string }): Promise<StaffSession> {
    const email = normalizeEmail(input.email);
    const locked = await this.attempts.lockedForSeconds(email);
    if (locked > 0) throw new AccountLockedError(locked);
    const user = await this.users.findByEmail(email);
    this.decoyHash ??= this.hasher.hash('decoy-password-for-timing');
    const usable = user?.status === 'active' && user.passwordHash ? user : undefined;
    const valid = await this.hasher.verify(usable?.passwordHash ?? (await this.decoyHash), input.password);
    if (!usable || !valid) {
      const outcome = await this.attempts.recordFailure(email);
      // The account's owner hears of the lock (an unknown address has no one to tell, and answers the same).
      if (outcome.lockedNow && user && user.status !== 'disabled')
        await this.mailer.lockedOut(user, Math.ceil(outcome.lockedForSeconds / 60));
      if (outcome.lockedForSeconds > 0) throw new AccountLockedError(outcome.lockedForSeconds);
      throw new InvalidCredentialsError();
    }
    await this.attempts.recordSuccess(email);
    return this.startSession.execute(usable);
  }
}
