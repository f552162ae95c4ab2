import { businessClock, businessDay, businessDayKey, FOLLOW_UP_DIGEST_TIME, FOLLOW_UP_LIST_LIMIT } from '@costa-sol/common';
import { Injectable, Logger } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/application/transaction-runner.port';
import { type StaffContact, StaffDirectory } from '../../../auth/application/staff-directory';
import type { Lead } from '../../domain/lead';
import { LeadInbox } from '../lead-inbox.port';
import { DailyRuns } from './daily-runs.port';
import { FollowUpDigestMailer } from './follow-up-digest-mailer.port';
import { Clock } from '../../../../shared/application/clock.port';

const FOLLOW_UP_DIGEST_JOB = 'follow-up-digest';

/** Every lead due or overdue is read at once; far more than an office follows up in a day. */
const MAX_LEADS = 5000;

interface FollowUpDigestRun {
  day: string;
  emails: number;
  leads: number;
}

/**
 * The daily digest: from FOLLOW_UP_DIGEST_TIME (Europe/Madrid) on, once per calendar day across every instance, each
 * active staff user gets the open leads assigned to them that are due or overdue; the owners get those assigned to no
 * one (or to a user who is no longer active). In the user's language. Null when it is not time yet, or it already ran.
 */
@Injectable()
export class SendFollowUpDigest {
  private readonly logger = new Logger('FollowUpDigest');

  constructor(
    private readonly inbox: LeadInbox,
    private readonly staff: StaffDirectory,
    private readonly runs: DailyRuns,
    private readonly mailer: FollowUpDigestMailer,
    private readonly transaction: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(now = this.clock.now()): Promise<FollowUpDigestRun | null> {
    const clock = businessClock(now);
    if (clock.hour * 60 + clock.minute < FOLLOW_UP_DIGEST_TIME.hour * 60 + FOLLOW_UP_DIGEST_TIME.minute) return null;
    const day = businessDayKey(businessDay(now));
    const run = await this.transaction.run(async () => {
      if (!(await this.runs.claim(FOLLOW_UP_DIGEST_JOB, day, now))) return null;
      const leads = await this.inbox.followUps({ to: day }, {}, MAX_LEADS);
      const digests = digestsFor(leads, await this.staff.activeUsers());
      for (const recipient of digests) {
        const mine = recipient.leads.slice(0, FOLLOW_UP_LIST_LIMIT);
        await this.mailer.send({
          recipient: recipient.user,
          day,
          dueToday: mine.filter((lead) => lead.followUpOn === day),
          overdue: mine.filter((lead) => lead.followUpOn !== day),
        });
      }
      return { day, emails: digests.length, leads: leads.length };
    });
    if (run) this.logger.log(`Follow-up digest for ${run.day}: ${run.emails} e-mails, ${run.leads} leads due or overdue`);
    return run;
  }
}

/** Who gets which leads: the assignee when active, else every active owner. People with nothing due get nothing. */
function digestsFor(leads: Lead[], users: StaffContact[]): { user: StaffContact; leads: Lead[] }[] {
  const byId = new Map(users.map((user) => [user.id, user]));
  const owners = users.filter((user) => user.role === 'owner');
  const perUser = new Map<string, Lead[]>();
  for (const lead of leads) {
    const assignee = lead.assignedToId === undefined ? undefined : byId.get(lead.assignedToId);
    for (const user of assignee ? [assignee] : owners) perUser.set(user.id, [...(perUser.get(user.id) ?? []), lead]);
  }
  return users.filter((user) => perUser.has(user.id)).map((user) => ({ user, leads: perUser.get(user.id) ?? [] }));
}
