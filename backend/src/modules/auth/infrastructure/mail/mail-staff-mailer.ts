import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { toHeaderText } from '../../../../shared/infrastructure/escape-html';
import { MailOutbox } from '../../../mail/application/mail-outbox.port';
import { renderEmail } from '../../../../shared/infrastructure/email-layout';
import { StaffMailer } from '../../application/staff-mailer.port';
import type { StaffUser } from '../../domain/staff-user';
import { STAFF_EMAIL_TEXT } from './staff-email-text';

/**
 * Queues the staff account e-mails in the durable outbox, in the user's language. The token travels in the URL's
 * fragment, which browsers never send to a server, so it stays out of access logs and Referer headers.
 */
@Injectable()
export class MailStaffMailer extends StaffMailer {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {
    super();
  }

  invitation(user: StaffUser, token: string): Promise<void> {
    const t = STAFF_EMAIL_TEXT[user.language].invitation;
    const href = `${this.config.publicUrl}/admin/invitation#token=${token}`;
    const { text, html } = renderEmail(
      t.subject,
      [
        { kind: 'paragraph', text: t.greeting(user.name) },
        { kind: 'paragraph', text: t.body(user.role) },
        { kind: 'link', text: t.link, href },
        { kind: 'paragraph', text: t.expiry },
        { kind: 'note', text: t.notYou },
      ],
      user.language,
    );
    return this.outbox.enqueue({ to: user.email, subject: toHeaderText(t.subject), text, html });
  }

  passwordReset(user: StaffUser, token: string): Promise<void> {
    const t = STAFF_EMAIL_TEXT[user.language].passwordReset;
    const href = `${this.config.publicUrl}/admin/password-reset#token=${token}`;
    const { text, html } = renderEmail(
      t.subject,
      [
        { kind: 'paragraph', text: t.greeting(user.name) },
        { kind: 'paragraph', text: t.body },
        { kind: 'link', text: t.link, href },
        { kind: 'paragraph', text: t.expiry },
        { kind: 'note', text: t.notYou },
      ],
      user.language,
    );
    return this.outbox.enqueue({ to: user.email, subject: toHeaderText(t.subject), text, html });
  }

  lockedOut(user: StaffUser, lockedMinutes: number): Promise<void> {
    const t = STAFF_EMAIL_TEXT[user.language].lockout;
    const { text, html } = renderEmail(
      t.subject,
      [
        { kind: 'paragraph', text: t.greeting(user.name) },
        { kind: 'paragraph', text: t.body(lockedMinutes) },
        { kind: 'paragraph', text: t.advice },
        { kind: 'link', text: t.link, href: `${this.config.publicUrl}/admin/forgot-password` },
      ],
      user.language,
    );
    return this.outbox.enqueue({ to: user.email, subject: toHeaderText(t.subject), text, html });
  }
}
