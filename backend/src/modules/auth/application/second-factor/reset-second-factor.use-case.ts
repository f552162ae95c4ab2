import { Injectable } from '@nestjs/common';
import { StaffUserNotFoundError } from '../../domain/auth.errors';
import { StaffUsers } from '../staff-users.port';
import { BackupCodes } from './backup-codes';

/**
 * The owner clears another user's two-step sign-in (a lost or replaced phone): they sign in with their password and
 * set it up again. Their sessions go on; an owner who suspects more disables the account instead.
 */
@Injectable()
export class ResetSecondFactor {
  constructor(
    private readonly users: StaffUsers,
    private readonly backupCodes: BackupCodes,
  ) {}

  async execute(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new StaffUserNotFoundError();
    await this.users.turnOffSecondFactor(user.id);
    await this.backupCodes.forget(user.id);
  }
}
