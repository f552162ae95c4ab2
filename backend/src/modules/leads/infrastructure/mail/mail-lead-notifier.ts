import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { MailOutbox } from '../../../mail/application/mail-outbox.port';
import { LeadNotifier } from '../../application/lead-notifier.port';
import type { Lead } from '../../domain/lead';
import { buildStaffLeadEmail } from './staff-lead-email';

@Injectable()
export class MailLeadNotifier extends LeadNotifier {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {
    super();
  }

  leadReceived(lead: Lead): Promise<void> {
    return this.outbox.enqueue(buildStaffLeadEmail(lead, this.config.staffEmail));
  }
}
