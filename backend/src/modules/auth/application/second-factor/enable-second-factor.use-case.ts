import { Injectable } from '@nestjs/common';
import { SecondFactorCodeWrongError } from '../../domain/auth.errors';
import { matchingStep } from './totp';
import { StaffUsers } from '../staff-users.port';
import { BackupCodes } from './backup-codes';
import { Clock } from '../../../../shared/application/clock.port';

/**
 * A code from the enrolment's secret proves the app has it: two-step sign-in is on from the next sign-in. The answer
 * is the user's new backup codes, shown this once.
 */
@Injectable()
export class EnableSecondFactor {
  constructor(
    private readonly users: StaffUsers,
    private readonly backupCodes: BackupCodes,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, code: string): Promise<string[]> {
    const user = await this.users.findById(userId);
    const secret = user?.pendingSecondFactorSecret;
    const step = secret === undefined ? undefined : matchingStep(secret, code, this.clock.now());
    if (!user || secret === undefined || step === undefined) throw new SecondFactorCodeWrongError();
    await this.users.turnOnSecondFactor(user.id, secret, step);
    return this.backupCodes.issue(user.id, this.clock.now());
  }
}
