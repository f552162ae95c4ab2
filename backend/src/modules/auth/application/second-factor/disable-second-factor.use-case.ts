import { Injectable } from '@nestjs/common';
import { CurrentPasswordWrongError, SecondFactorKeptError, StaffUserNotFoundError } from '../../domain/auth.errors';
import { PasswordHasher } from '../password-hasher.port';
import { SecuritySettingsStore } from '../security-settings.port';
import { StaffUsers } from '../staff-users.port';
import { BackupCodes } from './backup-codes';

/** The signed-in user turns two-step sign-in off, with their password (an unattended screen is not enough). */
@Injectable()
export class DisableSecondFactor {
  constructor(
    private readonly users: StaffUsers,
    private readonly hasher: PasswordHasher,
    private readonly settings: SecuritySettingsStore,
    private readonly backupCodes: BackupCodes,
  ) {}

  async execute(userId: string, password: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user?.passwordHash) throw new StaffUserNotFoundError();
    if (!(await this.hasher.verify(user.passwordHash, password))) throw new CurrentPasswordWrongError('password');
    if (user.role === 'owner' && (await this.settings.get()).requireSecondFactorForOwners) throw new SecondFactorKeptError();
    await this.users.turnOffSecondFactor(user.id);
    await this.backupCodes.forget(user.id);
  }
}
