import { randomUUID } from 'node:crypto';
import { TransactionRunner } from '../../../shared/application/transaction-runner.port';
import { CONFIRMATION_PERIOD_HOURS, type Lead, type LeadOrigin, type NewLeadFacts } from '../domain/lead';
import { ConfirmationLedger } from './confirmation-ledger.port';
import { LeadNotifier } from './lead-notifier.port';
import { LeadRepository } from './lead-repository.port';

interface LeadSubmission<F> {
  fields: F;
  origin: LeadOrigin;
  honeypot?: string;
}

/**
 * What both lead use cases do: the lead and its e-mails are written in one transaction, so a lead is never stored
 * without its staff e-mail queued, nor an e-mail queued for a lead that was not stored. The visitor's confirmation
 * is queued only when their address has not had one within the period; a bot's lead (honeypot) mails nobody.
 */
export abstract class SubmitLead<F> {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly leads: LeadRepository,
    private readonly notifier: LeadNotifier,
    private readonly confirmations: ConfirmationLedger,
  ) {}

  protected abstract build(fields: F, facts: NewLeadFacts): Lead;

  async execute(submission: LeadSubmission<F>): Promise<{ id: string }> {
    const lead = this.build(submission.fields, {
      id: randomUUID(),
      receivedAt: new Date(),
      origin: submission.origin,
      honeypotFilled: Boolean(submission.honeypot && submission.honeypot.trim() !== ''),
    });
    await this.transaction.run(async () => {
      await this.leads.add(lead);
      if (lead.isSpam) return;
      await this.notifier.leadReceived(lead);
      if (await this.confirmations.claim(lead.fields.email, lead.id, lead.receivedAt, CONFIRMATION_PERIOD_HOURS))
        await this.notifier.confirmToVisitor(lead);
    });
    return { id: lead.id };
  }
}
