import { randomUUID } from 'node:crypto';
import type { Language, StaffRole } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/application/transaction-runner.port';
import { StaffEmailTakenError } from '../../domain/auth.errors';
import { normalizeEmail, type StaffUser } from '../../domain/staff-user';
import { StaffLinks } from '../staff-links';
import { StaffMailer } from '../staff-mailer.port';
import { StaffUsers } from '../staff-users.port';
import { Clock } from '../../../../shared/application/clock.port';

/** A new user, invited: no password until they open the link of the e-mail (user, link and e-mail in one transaction). */
@Injectable()
export class InviteStaffUser {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly users: StaffUsers,
    private readonly links: StaffLinks,
    private readonly mailer: StaffMailer,
    private readonly clock: Clock,
  ) {}

  execute(input: { email: string; name: string; role: StaffRole; language: Language }): Promise<StaffUser> {
    const user: StaffUser = {
      id: randomUUID(),
      email: normalizeEmail(input.email),
      name: input.name,
      role: input.role,
      language: input.language,
      status: 'invited',
      sessionVersion: 1,
      createdAt: this.clock.now(),
    };
    return this.transaction.run(async () => {
      if (!(await this.users.add(user))) throw new StaffEmailTakenError();
      await this.mailer.invitation(user, await this.links.issue(user.id, 'invitation'));
      return user;
    });
  }
}
