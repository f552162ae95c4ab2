import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/application/transaction-runner.port';
import { normalizeEmail } from '../../domain/staff-user';
import { StaffLinks } from '../staff-links';
import { StaffMailer } from '../staff-mailer.port';
import { StaffUsers } from '../staff-users.port';
import { Clock } from '../../../../shared/application/clock.port';

/** At most this many reset e-mails per account per hour: the form cannot be used to flood someone's inbox. */
const RESETS_PER_HOUR = 3;

/**
 * A reset link by e-mail to an active user. The caller answers the same whatever happened here (unknown address,
 * invited or disabled user, hourly limit reached), so the answer tells nobody whether an address has an account.
 */
@Injectable()
export class RequestPasswordReset {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly users: StaffUsers,
    private readonly links: StaffLinks,
    private readonly mailer: StaffMailer,
    private readonly clock: Clock,
  ) {}

  async execute(email: string): Promise<void> {
    await this.transaction.run(async () => {
      const user = await this.users.findByEmail(normalizeEmail(email));
      if (!user || user.status !== 'active') return;
      const since = new Date(this.clock.now().getTime() - 3_600_000);
      if ((await this.links.countIssuedSince(user.id, 'password-reset', since)) >= RESETS_PER_HOUR) return;
      await this.mailer.passwordReset(user, await this.links.issue(user.id, 'password-reset'));
    });
  }
}
