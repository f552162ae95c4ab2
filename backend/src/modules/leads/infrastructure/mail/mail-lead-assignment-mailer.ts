import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../shared/application/clock.port';
import type { StaffContact } from '../../../auth/application/staff-directory';
import { MailOutbox } from '../../../mail/application/mail-outbox.port';
import { LeadAssignmentMailer } from '../../application/lead-assignment-mailer.port';
import { LeadTimeline } from '../../application/lead-timeline.port';
import type { Lead } from '../../domain/lead';
import { buildLeadAssignedEmail } from './lead-assigned-email';

/** Queues the assignment e-mail in the durable outbox and puts it on the lead's timeline, in the caller's transaction. */
@Injectable()
export class MailLeadAssignmentMailer extends LeadAssignmentMailer {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly timeline: LeadTimeline,
    private readonly clock: Clock,
  ) {
    super();
  }

  async assigned(lead: Lead, assignee: StaffContact): Promise<void> {
    const mail = buildLeadAssignedEmail(lead, assignee, this.config.publicUrl);
    await this.outbox.enqueue(mail);
    await this.timeline.record({
      leadId: lead.id,
      at: this.clock.now(),
      details: { kind: 'email', recipient: 'staff', subject: mail.subject },
    });
  }
}
