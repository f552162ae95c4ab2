import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/application/transaction-runner.port';
import { LinkExpiredError } from '../../domain/auth.errors';
import { PasswordHasher } from '../password-hasher.port';
import { PasswordPolicy } from '../password-policy';
import { type StaffSession, StartSession } from '../start-session';
import { StaffLinks } from '../staff-links';
import { StaffUsers } from '../staff-users.port';

/**
 * The invited user chooses a password and is signed in. The password is checked before the link is used, so a
 * refused password leaves the link working; the link is used and the user activated in one transaction.
 */
@Injectable()
export class AcceptInvitation {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly links: StaffLinks,
    private readonly users: StaffUsers,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly startSession: StartSession,
  ) {}

  async execute(token: string, password: string, device: string): Promise<StaffSession> {
    const invited = await this.users.findById(await this.links.peek(token, 'invitation'));
    if (!invited || invited.status !== 'invited') throw new LinkExpiredError();
    await this.policy.check(password, invited, 'password');
    const passwordHash = await this.hasher.hash(password);
    const user = await this.transaction.run(async () => {
      const userId = await this.links.use(token, 'invitation');
      const current = await this.users.findById(userId);
      // Disabled (or accepted) since the link was read: the link is spent all the same.
      if (!current || current.status !== 'invited') throw new LinkExpiredError();
      const activated = { ...current, passwordHash, status: 'active' as const };
      await this.users.save(activated);
      return activated;
    });
    return this.startSession.execute(user, device);
  }
}
