import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../shared/application/transaction-runner.port';
import { VisitNotifier } from './visit-notifier.port';
import { VisitRepository } from './visit-repository.port';
import { Clock } from '../../../shared/application/clock.port';

/** A visit is reminded once, the day before: within this many hours of its start. */
const REMINDER_HOURS_BEFORE = 24;

/**
 * Queues the reminders that are due. The visits are claimed and their e-mails queued in one transaction: whichever
 * instance runs first sends them, the others find none; a failure leaves them unclaimed for the next run.
 */
@Injectable()
export class SendVisitReminders {
  constructor(
    private readonly visits: VisitRepository,
    private readonly transaction: TransactionRunner,
    private readonly notifier: VisitNotifier,
    private readonly clock: Clock,
  ) {}

  async execute(now = this.clock.now()): Promise<number> {
    return this.transaction.run(async () => {
      const due = await this.visits.claimDueReminders(now, REMINDER_HOURS_BEFORE);
      for (const visit of due) await this.notifier.reminder(visit);
      return due.length;
    });
  }
}
