import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/application/transaction-runner.port';
import { NotInvitedError, StaffUserNotFoundError } from '../../domain/auth.errors';
import { StaffLinks } from '../staff-links';
import { StaffMailer } from '../staff-mailer.port';
import { StaffUsers } from '../staff-users.port';

/** A new invitation link by e-mail; the user's earlier links stop working. */
@Injectable()
export class ResendInvitation {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly users: StaffUsers,
    private readonly links: StaffLinks,
    private readonly mailer: StaffMailer,
  ) {}

  execute(id: string): Promise<void> {
    return this.transaction.run(async () => {
      const user = await this.users.findById(id);
      if (!user) throw new StaffUserNotFoundError();
      if (user.status !== 'invited') throw new NotInvitedError();
      await this.mailer.invitation(user, await this.links.issue(user.id, 'invitation'));
    });
  }
}
