import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { CurrentBusinessFacts } from '../../../../shared/application/current-business-facts.port';
import { toHeaderText } from '../../../../shared/infrastructure/escape-html';
import { MailOutbox } from '../../../mail/application/mail-outbox.port';
import { renderEmail } from '../../../../shared/infrastructure/email-layout';
import { StaffMailer } from '../../application/staff-mailer.port';
import type { StaffUser } from '../../domain/staff-user';
import { STAFF_EMAIL_TEXT } from './staff-email-text';

/**
 * Queues the staff account e-mails in the durable outbox, in the user's language, naming the brand of the business
 * settings. The token travels in the URL's
 * fragment, which browsers never send to a server, so it stays out of access logs and Referer headers.
 */
@Injectable()
export class MailStaffMailer extends StaffMailer {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly facts: CurrentBusinessFacts,
  ) {
    super();
  }

  async invitation(user: StaffUser, token: string): Promise<void> {
    const brand = (await this.facts.read()).brandWithTrade;
    const t = STAFF_EMAIL_TEXT[user.language].invitation;
    const subject = t.subject(brand);
    const href = `${this.config.publicUrl}/admin/invitation#token=${token}`;
    const { text, html } = renderEmail(
      subject,
      [
        { kind: 'paragraph', text: t.greeting(user.name) },
        { kind: 'paragraph', text: t.body(user.role, brand) },
        { kind: 'link', text: t.link, href },
        { kind: 'paragraph', text: t.expiry },
        { kind: 'note', text: t.notYou },
      ],
      user.language,
    );
    await this.outbox.enqueue({ to: user.email, subject: toHeaderText(subject), text, html });
  }

  async passwordReset(user: StaffUser, token: string): Promise<void> {
    const brand = (await this.facts.read()).brandWithTrade;
    const t = STAFF_EMAIL_TEXT[user.language].passwordReset;
    const subject = t.subject(brand);
    const href = `${this.config.publicUrl}/admin/password-reset#token=${token}`;
    const { text, html } = renderEmail(
      subject,
      [
        { kind: 'paragraph', text: t.greeting(user.name) },
        { kind: 'paragraph', text: t.body },
        { kind: 'link', text: t.link, href },
        { kind: 'paragraph', text: t.expiry },
        { kind: 'note', text: t.notYou },
      ],
      user.language,
    );
    await this.outbox.enqueue({ to: user.email, subject: toHeaderText(subject), text, html });
  }

  async lockedOut(user: StaffUser, lockedMinutes: number): Promise<void> {
    const brand = (await this.facts.read()).brandWithTrade;
    const t = STAFF_EMAIL_TEXT[user.language].lockout;
    const subject = t.subject(brand);
    const { text, html } = renderEmail(
      subject,
      [
        { kind: 'paragraph', text: t.greeting(user.name) },
        { kind: 'paragraph', text: t.body(lockedMinutes) },
        { kind: 'paragraph', text: t.advice },
        { kind: 'link', text: t.link, href: `${this.config.publicUrl}/admin/forgot-password` },
      ],
      user.language,
    );
    await this.outbox.enqueue({ to: user.email, subject: toHeaderText(subject), text, html });
  }
}
