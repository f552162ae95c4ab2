import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/application/transaction-runner.port';
import { LinkExpiredError } from '../../domain/auth.errors';
import { PasswordHasher } from '../password-hasher.port';
import { PasswordPolicy } from '../password-policy';
import { StaffLinks } from '../staff-links';
import { StaffUsers } from '../staff-users.port';

/**
 * A new password from a reset link: checked before the link is used (a refused one leaves the link working), then
 * the link used, the password set and every session ended, in one transaction.
 */
@Injectable()
export class CompletePasswordReset {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly links: StaffLinks,
    private readonly users: StaffUsers,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
  ) {}

  async execute(token: string, password: string): Promise<void> {
    const user = await this.users.findById(await this.links.peek(token, 'password-reset'));
    if (!user || user.status !== 'active') throw new LinkExpiredError();
    await this.policy.check(password, user, 'password');
    const passwordHash = await this.hasher.hash(password);
    await this.transaction.run(async () => {
      const current = await this.users.findById(await this.links.use(token, 'password-reset'));
      if (!current || current.status !== 'active') throw new LinkExpiredError();
      await this.users.save({ ...current, passwordHash, sessionVersion: current.sessionVersion + 1 });
    });
  }
}
