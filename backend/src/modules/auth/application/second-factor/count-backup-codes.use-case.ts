import { Injectable } from '@nestjs/common';
import { StaffUsers } from '../staff-users.port';
import { BackupCodes } from './backup-codes';

/** How many backup codes the user has left (none while two-step sign-in is off: they would not be asked for). */
@Injectable()
export class CountBackupCodes {
  constructor(
    private readonly users: StaffUsers,
    private readonly backupCodes: BackupCodes,
  ) {}

  async execute(userId: string): Promise<number> {
    const user = await this.users.findById(userId);
    return user?.secondFactor ? this.backupCodes.countLeft(user.id) : 0;
  }
}
