import { Injectable } from '@nestjs/common';
import { CurrentPasswordWrongError, SecondFactorOffError, StaffUserNotFoundError } from '../../domain/auth.errors';
import { Clock } from '../../../../shared/application/clock.port';
import { PasswordHasher } from '../password-hasher.port';
import { StaffUsers } from '../staff-users.port';
import { BackupCodes } from './backup-codes';

/** The signed-in user, with their password, gets new backup codes; the earlier ones stop working. */
@Injectable()
export class RegenerateBackupCodes {
  constructor(
    private readonly users: StaffUsers,
    private readonly hasher: PasswordHasher,
    private readonly backupCodes: BackupCodes,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, password: string): Promise<string[]> {
    const user = await this.users.findById(userId);
    if (!user?.passwordHash) throw new StaffUserNotFoundError();
    if (!(await this.hasher.verify(user.passwordHash, password))) throw new CurrentPasswordWrongError('password');
    if (!user.secondFactor) throw new SecondFactorOffError();
    return this.backupCodes.issue(user.id, this.clock.now());
  }
}
