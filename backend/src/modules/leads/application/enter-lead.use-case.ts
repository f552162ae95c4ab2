import { randomUUID } from 'node:crypto';
import type { Language, ManualLeadChannel, ServiceType } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../shared/application/transaction-runner.port';
import { IDEMPOTENCY_WINDOW_HOURS, newQuoteRequest } from '../domain/lead';
import { IdempotencyKeyReusedError } from '../domain/lead.errors';
import { IdempotencyKeys } from './idempotency-keys.port';
import { LeadRepository } from './lead-repository.port';
import { LeadTimeline } from './lead-timeline.port';
import type { SubmittedLead } from './submit-lead';
import { submissionFingerprint } from './submission-fingerprint';
import { Clock } from '../../../shared/application/clock.port';

/** A lead that came by phone, WhatsApp or in person, as staff typed it in (at least a phone or an e-mail). */
interface ManualLead {
  channel: ManualLeadChannel;
  name: string;
  email?: string;
  phone?: string;
  serviceType: ServiceType;
  town?: string;
  details?: string;
  language: Language;
}

/**
 * Staff enter a lead received outside the site. It joins the same pipeline as the site's leads (stage new, the
 * inbox, the statistics under its channel) with an 'entered' event on its timeline naming who entered it. Nobody is
 * e-mailed: staff already have it, and the person did not fill in a form. With an Idempotency-Key, a repeat of the
 * same entry (a double click, a retry) stores nothing and gets the first answer, as the site's forms do.
 */
@Injectable()
export class EnterLead {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly leads: LeadRepository,
    private readonly timeline: LeadTimeline,
    private readonly idempotencyKeys: IdempotencyKeys,
    private readonly clock: Clock,
  ) {}

  execute(entry: ManualLead, authorId: string, idempotencyKey?: string): Promise<SubmittedLead> {
    const now = this.clock.now();
    const { channel, language, email, phone, ...fields } = entry;
    const lead = newQuoteRequest(
      { ...fields, email: email ?? '', phone: phone ?? '', wantsConsultation: false },
      { id: randomUUID(), receivedAt: now, origin: { language, utm: {} }, honeypotFilled: false, channel },
    );
    return this.transaction.run(async () => {
      if (idempotencyKey !== undefined) {
        const fingerprint = submissionFingerprint({ kind: 'manual', authorId, ...entry });
        const earlier = await this.idempotencyKeys.claim(idempotencyKey, fingerprint, { id: lead.id }, IDEMPOTENCY_WINDOW_HOURS);
        if (earlier) {
          if (earlier.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
          return { ...earlier.answer, replayed: true };
        }
      }
      await this.leads.add(lead);
      await this.timeline.record({ leadId: lead.id, authorId, at: now, details: { kind: 'entered', channel } });
      return { id: lead.id, replayed: false };
    });
  }
}
