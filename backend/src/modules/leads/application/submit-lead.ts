import { randomUUID } from 'node:crypto';
import { TransactionRunner } from '../../../shared/application/transaction-runner.port';
import type { Lead, LeadOrigin, NewLeadFacts } from '../domain/lead';
import { LeadNotifier } from './lead-notifier.port';
import { LeadRepository } from './lead-repository.port';

interface LeadSubmission<F> {
  fields: F;
  origin: LeadOrigin;
  honeypot?: string;
}

/**
 * What both lead use cases do: the lead and its staff notification are written in one transaction, so a lead
 * is never stored without its e-mail queued, nor an e-mail queued for a lead that was not stored.
 */
export abstract class SubmitLead<F> {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly leads: LeadRepository,
    private readonly notifier: LeadNotifier,
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
      if (!lead.isSpam) await this.notifier.leadReceived(lead);
    });
    return { id: lead.id };
  }
}
