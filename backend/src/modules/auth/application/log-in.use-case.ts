import { Injectable } from '@nestjs/common';
import { AccountLockedError, InvalidCredentialsError, SecondFactorRequiredError, SecondFactorWrongError } from '../domain/auth.errors';
import { normalizeEmail, type StaffUser } from '../domain/staff-user';
import { matchingStep } from './second-factor/totp';
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
   * With two-step sign-in on, the right password without a code asks for one (not counted), and a wrong or reused
   * code counts like a wrong password.
   */
  async execute(input: { email: string; password: string; code?: string; device: string }): Promise<StaffSession> {
    const email = normalizeEmail(input.email);
    const locked = await this.attempts.lockedForSeconds(email);
    if (locked > 0) throw new AccountLockedError(locked);
    const user = await this.users.findByEmail(email);
    this.decoyHash ??= this.hasher.hash('decoy-password-for-timing');
    const usable = user?.status === 'active' && user.passwordHash ? user : undefined;
    const valid = await this.hasher.verify(usable?.passwordHash ?? (await this.decoyHash), input.password);
    if (!usable || !valid) return this.refuse(email, user, new InvalidCredentialsError());
    if (usable.secondFactor) {
      if (input.code === undefined) throw new SecondFactorRequiredError();
      const step = matchingStep(usable.secondFactor.secret, input.code, new Date(), usable.secondFactor.lastStep);
      if (step === undefined || !(await this.users.useSecondFactorStep(usable.id, step)))
        return this.refuse(email, user, new SecondFactorWrongError());
    }
    await this.attempts.recordSuccess(email);
    return this.startSession.execute(usable, input.device);
  }

  private async refuse(email: string, user: StaffUser | undefined, refusal: Error): Promise<never> {
    const outcome = await this.attempts.recordFailure(email);
    // The account's owner hears of the lock (an unknown address has no one to tell, and answers the same).
    if (outcome.lockedNow && user && user.status !== 'disabled')
      await this.mailer.lockedOut(user, Math.ceil(outcome.lockedForSeconds / 60));
    if (outcome.lockedForSeconds > 0) throw new AccountLockedError(outcome.lockedForSeconds);
    throw refusal;
  }
}
