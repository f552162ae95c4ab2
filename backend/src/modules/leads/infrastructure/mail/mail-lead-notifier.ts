import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { CurrentBusinessFacts } from '../../../../shared/application/current-business-facts.port';
import { MailOutbox } from '../../../mail/application/mail-outbox.port';
import { LeadNotifier } from '../../application/lead-notifier.port';
import type { Lead } from '../../domain/lead';
import { buildStaffLeadEmail } from './staff-lead-email';
import { buildVisitorConfirmationEmail } from './visitor-confirmation-email';

/** Queues the lead e-mails in the durable outbox (sent by the mail delivery worker after the commit). */
@Injectable()
export class MailLeadNotifier extends LeadNotifier {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly business: CurrentBusinessFacts,
  ) {
    super();
  }

  leadReceived(lead: Lead): Promise<void> {
    const { staffEmail, emergencyEmail, staffLanguage, publicUrl } = this.config;
    return this.outbox.enqueue(buildStaffLeadEmail(lead, { staffEmail, emergencyEmail, language: staffLanguage, publicUrl }));
  }

  async confirmToVisitor(lead: Lead): Promise<void> {
    return this.outbox.enqueue(buildVisitorConfirmationEmail(lead, this.config.publicUrl, await this.business.read()));
  }
}
