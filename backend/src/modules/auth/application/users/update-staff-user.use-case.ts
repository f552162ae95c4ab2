import type { Language, StaffRole } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/application/transaction-runner.port';
import { LastOwnerError, StaffUserNotFoundError } from '../../domain/auth.errors';
import type { StaffUser } from '../../domain/staff-user';
import { StaffUsers } from '../staff-users.port';

interface StaffUserChanges {
  name?: string;
  role?: StaffRole;
  language?: Language;
  disabled?: boolean;
}

/**
 * Name, role, language, and disabling: a disabled user's sessions end at once (their session version moves on);
 * enabled again, they are active, or invited if they never set a password. A change that would leave no active
 * owner is refused.
 */
@Injectable()
export class UpdateStaffUser {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly users: StaffUsers,
  ) {}

  execute(id: string, changes: StaffUserChanges): Promise<StaffUser> {
    return this.transaction.run(async () => {
      await this.users.lockRoleChanges();
      const user = await this.users.findById(id);
      if (!user) throw new StaffUserNotFoundError();
      const updated: StaffUser = {
        ...user,
        name: changes.name ?? user.name,
        role: changes.role ?? user.role,
        language: changes.language ?? user.language,
        status: statusAfter(user, changes.disabled),
      };
      if (updated.status === 'disabled' && user.status !== 'disabled') updated.sessionVersion = user.sessionVersion + 1;
      await this.users.save(updated);
      if ((await this.users.countActiveOwners()) === 0) throw new LastOwnerError();
      return updated;
    });
  }
}

function statusAfter(user: StaffUser, disabled: boolean | undefined): StaffUser['status'] {
  if (disabled === undefined) return user.status;
  if (disabled) return 'disabled';
  if (user.status !== 'disabled') return user.status;
  return user.passwordHash ? 'active' : 'invited';
}
