import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock.port';
import { TransactionRunner } from '../../../shared/application/transaction-runner.port';
import { type ContactFields, type ContactMessage, type NewLeadFacts, newContactMessage } from '../domain/lead';
import { ConfirmationLedger } from './confirmation-ledger.port';
import { IdempotencyKeys } from './idempotency-keys.port';
import { LeadNotifier } from './lead-notifier.port';
import { LeadRepository } from './lead-repository.port';
import { SubmitLead } from './submit-lead';

@Injectable()
export class SubmitContactMessage extends SubmitLead<ContactFields> {
  constructor(
    transaction: TransactionRunner,
    leads: LeadRepository,
    notifier: LeadNotifier,
    confirmations: ConfirmationLedger,
    idempotencyKeys: IdempotencyKeys,
    clock: Clock,
  ) {
    super(transaction, leads, notifier, confirmations, idempotencyKeys, clock);
  }

  protected build(fields: ContactFields, facts: NewLeadFacts): ContactMessage {
    return newContactMessage(fields, facts);
  }
}
