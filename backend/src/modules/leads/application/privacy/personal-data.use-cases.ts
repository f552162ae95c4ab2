import { LEAD_RETENTION_MONTHS } from '@costa-sol/common';
import { Injectable, Logger } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/application/transaction-runner.port';
import { MailTransport } from '../../../mail/application/mail-transport.port';
import { type ErasureCounts, PersonalData, type PersonalDataCopy } from './personal-data.port';
import { Clock } from '../../../../shared/application/clock.port';

/** A person's copy of everything held about their e-mail address (GDPR access and portability). */
@Injectable()
export class ExportPersonalData {
  constructor(private readonly data: PersonalData) {}

  execute(email: string): Promise<PersonalDataCopy> {
    return this.data.copy(email.trim());
  }
}

/**
 * Erases everything that names the person with this e-mail address, in one transaction (GDPR erasure); then the
 * copies of their e-mails the mail transport keeps (the .eml files of the embedded default).
 */
@Injectable()
export class ErasePersonalData {
  constructor(
    private readonly data: PersonalData,
    private readonly transaction: TransactionRunner,
    private readonly clock: Clock,
    private readonly transport: MailTransport,
  ) {}

  async execute(email: string, now = this.clock.now()): Promise<ErasureCounts> {
    const { counts, mailIds } = await this.transaction.run(() => this.data.erase(email.trim(), now));
    await this.transport.forget(mailIds);
    return counts;
  }
}

/**
 * The retention the privacy policy states: once a day (whichever instance gets there first), the leads that did not
 * become a job and had no contact for LEAD_RETENTION_MONTHS lose their personal data. One log line per run, counts only.
 */
@Injectable()
export class ApplyLeadRetention {
  private readonly logger = new Logger('LeadRetention');

  constructor(
    private readonly data: PersonalData,
    private readonly transaction: TransactionRunner,
    private readonly clock: Clock,
    private readonly transport: MailTransport,
  ) {}

  async execute(now = this.clock.now()): Promise<ErasureCounts | null> {
    const erasure = await this.transaction.run(() =>
      this.data.runOncePer('lead-retention', 23, now, () => this.data.eraseOlderThan(LEAD_RETENTION_MONTHS, now)),
    );
    if (!erasure) return null;
    await this.transport.forget(erasure.mailIds);
    const { counts } = erasure;
    const { leads, visits, confirmations, emails } = counts;
    this.logger.log(
      `Lead retention (${LEAD_RETENTION_MONTHS} months): ${leads} leads, ${visits} visits, ${confirmations} confirmations and ${emails} e-mails erased`,
    );
    return counts;
  }
}
