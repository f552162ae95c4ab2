import { Injectable } from '@nestjs/common';
import { AccountLockedError, InvalidCredentialsError, SecondFactorRequiredError, SecondFactorWrongError } from '../domain/auth.errors';
import { type LockoutScope, lockoutScope, lockTellsTheOwner } from '../domain/sign-in-lockout';
import { normalizeEmail, type StaffUser } from '../domain/staff-user';
import { DeviceCookies } from './device-cookies.port';
import { BackupCodes } from './second-factor/backup-codes';
import { matchingStep } from './second-factor/totp';
import { LoginAttempts } from './login-attempts.port';
import { PasswordHasher } from './password-hasher.port';
import { StaffMailer } from './staff-mailer.port';
import { type StaffSession, StartSession } from './start-session';
import { StaffUsers } from './staff-users.port';
import { Clock } from '../../../shared/application/clock.port';

/** A new session, and the device cookie that makes this browser known to the account from now on. */
interface SignedIn extends StaffSession {
  deviceCookie: string;
}

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
    private readonly deviceCookies: DeviceCookies,
    private readonly backupCodes: BackupCodes,
    private readonly clock: Clock,
  ) {}

  /**
   * Unknown, invited and disabled users get the same refusal as a wrong password, and count the same towards the
   * lock; a locked scope is refused before the password is checked (guesses during a lock teach nothing). The scope
   * is the browser's own when it brings this account's device cookie, the account's untrusted clients otherwise
   * (sign-in-lockout.ts), so strangers' guesses never lock out a browser that signed in before.
   * With two-step sign-in on, the right password without a code asks for one (not counted), and a wrong or reused
   * code counts like a wrong password; a backup code stands in for the app's code, once.
   */
  async execute(input: {
    email: string;
    password: string;
    code?: string;
    backupCode?: string;
    device: string;
    deviceCookie?: string;
  }): Promise<SignedIn> {
    const email = normalizeEmail(input.email);
    const user = await this.users.findByEmail(email);
    const claim = input.deviceCookie === undefined ? undefined : this.deviceCookies.read(input.deviceCookie);
    const scope = lockoutScope(claim, user);
    const locked = await this.attempts.lockedForSeconds(email, scope);
    if (locked > 0) throw new AccountLockedError(locked);
    this.decoyHash ??= this.hasher.hash('decoy-password-for-timing');
    const usable = user?.status === 'active' && user.passwordHash ? user : undefined;
    const valid = await this.hasher.verify(usable?.passwordHash ?? (await this.decoyHash), input.password);
    if (!usable || !valid) return this.refuse(email, scope, user, new InvalidCredentialsError());
    if (usable.secondFactor && !(await this.secondStepPassed(usable, input)))
      return this.refuse(email, scope, user, new SecondFactorWrongError());
    await this.attempts.recordSuccess(email, scope);
    const session = await this.startSession.execute(usable, input.device);
    return { ...session, deviceCookie: this.deviceCookies.issue(usable.id) };
  }

  /** The app's code, or a backup code in its place, each usable once; neither asks for one (not counted). */
  private async secondStepPassed(user: StaffUser, input: { code?: string; backupCode?: string }): Promise<boolean> {
    const secondFactor = user.secondFactor;
    if (!secondFactor) return true;
    if (input.backupCode !== undefined) return this.backupCodes.use(user.id, input.backupCode, this.clock.now());
    if (input.code === undefined) throw new SecondFactorRequiredError();
    const step = matchingStep(secondFactor.secret, input.code, this.clock.now(), secondFactor.lastStep);
    return step !== undefined && (await this.users.useSecondFactorStep(user.id, step));
  }

  private async refuse(email: string, scope: LockoutScope, user: StaffUser | undefined, refusal: Error): Promise<never> {
    const outcome = await this.attempts.recordFailure(email, scope);
    // The account's owner hears of the lock (an unknown address has no one to tell, and answers the same).
    if (outcome.lockedNow && lockTellsTheOwner(scope) && user && user.status !== 'disabled')
      await this.mailer.lockedOut(user, Math.ceil(outcome.lockedForSeconds / 60));
    if (outcome.lockedForSeconds > 0) throw new AccountLockedError(outcome.lockedForSeconds);
    throw refusal;
  }
}
