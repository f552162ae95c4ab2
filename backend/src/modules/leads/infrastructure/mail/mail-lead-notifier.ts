import type { LeadEmailRecipient } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { CurrentBusinessFacts } from '../../../../shared/application/current-business-facts.port';
import { MailOutbox } from '../../../mail/application/mail-outbox.port';
import type { OutgoingMail } from '../../../mail/application/outgoing-mail';
import { LeadNotifier } from '../../application/lead-notifier.port';
import { LeadTimeline } from '../../application/lead-timeline.port';
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
    private readonly timeline: LeadTimeline,
  ) {
    super();
  }

  async leadReceived(lead: Lead): Promise<void> {
    const { staffEmail, emergencyEmail, staffLanguage, publicUrl } = this.config;
    const { emergencyResponseHours } = await this.business.read();
    const settings = { staffEmail, emergencyEmail, language: staffLanguage, publicUrl, emergencyResponseHours };
    return this.send(lead, 'staff', buildStaffLeadEmail(lead, settings));
  }

  async confirmToVisitor(lead: Lead): Promise<void> {
    return this.send(lead, 'visitor', buildVisitorConfirmationEmail(lead, this.config.publicUrl, await this.business.read()));
  }

  /** Queues the e-mail and puts it on the lead's timeline, in the caller's transaction. */
  private async send(lead: Lead, recipient: LeadEmailRecipient, mail: OutgoingMail): Promise<void> {
    await this.outbox.enqueue(mail);
    await this.timeline.record({ leadId: lead.id, at: lead.receivedAt, details: { kind: 'email', recipient, subject: mail.subject } });
  }
}
