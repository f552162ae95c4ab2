import { Injectable } from '@nestjs/common';
import { CurrentPasswordWrongError, StaffUserNotFoundError } from '../../domain/auth.errors';
import { PasswordHasher } from '../password-hasher.port';
import { PasswordPolicy } from '../password-policy';
import { type StaffSession, StartSession } from '../start-session';
import { StaffUsers } from '../staff-users.port';

/** The signed-in user's new password: every other session ends, this one goes on with a new token. */
@Injectable()
export class ChangePassword {
  constructor(
    private readonly users: StaffUsers,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly startSession: StartSession,
  ) {}

  async execute(userId: string, currentPassword: string, newPassword: string, device: string): Promise<StaffSession> {
    const user = await this.users.findById(userId);
    if (!user?.passwordHash) throw new StaffUserNotFoundError();
    if (!(await this.hasher.verify(user.passwordHash, currentPassword))) throw new CurrentPasswordWrongError();
    await this.policy.check(newPassword, user, 'newPassword');
    const updated = { ...user, passwordHash: await this.hasher.hash(newPassword), sessionVersion: user.sessionVersion + 1 };
    await this.users.save(updated);
    return this.startSession.execute(updated, device);
  }
}
