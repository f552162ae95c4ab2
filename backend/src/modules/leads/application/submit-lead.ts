import { randomUUID } from 'node:crypto';
import { TransactionRunner } from '../../../shared/application/transaction-runner.port';
import { CONFIRMATION_PERIOD_HOURS, IDEMPOTENCY_WINDOW_HOURS, type Lead, type LeadOrigin, type NewLeadFacts } from '../domain/lead';
import { IdempotencyKeyReusedError } from '../domain/lead.errors';
import { ConfirmationLedger } from './confirmation-ledger.port';
import { IdempotencyKeys, type LeadAnswer } from './idempotency-keys.port';
import { LeadNotifier } from './lead-notifier.port';
import { LeadRepository } from './lead-repository.port';
import { submissionFingerprint } from './submission-fingerprint';
import { Clock } from '../../../shared/application/clock.port';

interface LeadSubmission<F> {
  fields: F;
  origin: LeadOrigin;
  honeypot?: string;
  /** The client's Idempotency-Key: a repeat of the same submission with it gets the first answer. */
  idempotencyKey?: string;
}

/** The answer, and whether it is the one given to an earlier post with the same Idempotency-Key. */
export interface SubmittedLead extends LeadAnswer {
  replayed: boolean;
}

/**
 * What both lead use cases do: the lead and its e-mails are written in one transaction, so a lead is never stored
 * without its staff e-mail queued, nor an e-mail queued for a lead that was not stored. The visitor's confirmation
 * is queued only when their address has not had one within the period; a bot's lead (honeypot) mails nobody.
 * With an Idempotency-Key, the key is claimed first in that transaction: a repeat of the same request within the
 * window stores nothing and gets the first answer; the same key with another request is refused.
 */
export abstract class SubmitLead<F> {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly leads: LeadRepository,
    private readonly notifier: LeadNotifier,
    private readonly confirmations: ConfirmationLedger,
    private readonly idempotencyKeys: IdempotencyKeys,
    private readonly clock: Clock,
  ) {}

  protected abstract build(fields: F, facts: NewLeadFacts): Lead;

  async execute(submission: LeadSubmission<F>): Promise<SubmittedLead> {
    const lead = this.build(submission.fields, {
      id: randomUUID(),
      receivedAt: this.clock.now(),
      origin: submission.origin,
      honeypotFilled: Boolean(submission.honeypot && submission.honeypot.trim() !== ''),
    });
    const answer: LeadAnswer = { id: lead.id };
    const { idempotencyKey, ...request } = submission;
    return this.transaction.run(async () => {
      if (idempotencyKey !== undefined) {
        const fingerprint = submissionFingerprint({ kind: lead.kind, ...request });
        const earlier = await this.idempotencyKeys.claim(idempotencyKey, fingerprint, answer, IDEMPOTENCY_WINDOW_HOURS);
        if (earlier) {
          if (earlier.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
          return { ...earlier.answer, replayed: true };
        }
      }
      await this.leads.add(lead);
      if (!lead.isSpam) {
        await this.notifier.leadReceived(lead);
        if (await this.confirmations.claim(lead.fields.email, lead.id, lead.receivedAt, CONFIRMATION_PERIOD_HOURS))
          await this.notifier.confirmToVisitor(lead);
      }
      return { ...answer, replayed: false };
    });
  }
}
