import { Injectable } from '@nestjs/common';
import { SecondFactorOwnFirstError, StaffUserNotFoundError } from '../../domain/auth.errors';
import type { SecuritySettings } from '../../domain/security-settings';
import { SecuritySettingsStore } from '../security-settings.port';
import { StaffUsers } from '../staff-users.port';
import { Clock } from '../../../../shared/application/clock.port';

@Injectable()
export class GetSecuritySettings {
  constructor(private readonly settings: SecuritySettingsStore) {}

  execute(): Promise<SecuritySettings> {
    return this.settings.get();
  }
}

/**
 * The owner's session limits and second-factor rule. Requiring two-step sign-in for owners is refused to an owner
 * who has none: the rule would shut them out of everything but their account page on the next request.
 */
@Injectable()
export class UpdateSecuritySettings {
  constructor(
    private readonly settings: SecuritySettingsStore,
    private readonly users: StaffUsers,
    private readonly clock: Clock,
  ) {}

  async execute(ownerId: string, next: SecuritySettings): Promise<SecuritySettings> {
    if (next.requireSecondFactorForOwners) {
      const owner = await this.users.findById(ownerId);
      if (!owner) throw new StaffUserNotFoundError();
      if (!owner.secondFactor) throw new SecondFactorOwnFirstError();
    }
    await this.settings.save(next, this.clock.now());
    return next;
  }
}
