import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/application/transaction-runner.port';
import { CONFIRMATION_PERIOD_HOURS, type Lead } from '../../domain/lead';
import { LeadNotFoundError } from '../../domain/lead.errors';
import { ConfirmationLedger } from '../confirmation-ledger.port';
import { LeadNotifier } from '../lead-notifier.port';
import { SpamTrap } from './spam-trap.port';
import { Clock } from '../../../../shared/application/clock.port';

/** The review list shows at most this many caught leads (the newest); the trap rarely holds more. */
export const SPAM_REVIEW_LIMIT = 200;

@Injectable()
export class ListCaughtLeads {
  constructor(private readonly trap: SpamTrap) {}

  execute(): Promise<Lead[]> {
    return this.trap.caught(SPAM_REVIEW_LIMIT);
  }
}

/**
 * "Not spam": the lead joins the inbox as it was received (same time, status and origin), and the e-mails it would
 * have sent go now, in the same transaction: the staff notice (the emergency address for an emergency) and the
 * visitor's confirmation when their address has not had one within the period. Released twice, the second is 404.
 */
@Injectable()
export class ReleaseCaughtLead {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly trap: SpamTrap,
    private readonly notifier: LeadNotifier,
    private readonly confirmations: ConfirmationLedger,
    private readonly clock: Clock,
  ) {}

  execute(id: string): Promise<Lead> {
    return this.transaction.run(async () => {
      const lead = await this.trap.release(id);
      if (!lead) throw new LeadNotFoundError();
      await this.notifier.leadReceived(lead);
      if (await this.confirmations.claim(lead.fields.email, lead.id, this.clock.now(), CONFIRMATION_PERIOD_HOURS))
        await this.notifier.confirmToVisitor(lead);
      return lead;
    });
  }
}
