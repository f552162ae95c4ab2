import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { MailTransport } from '../../application/mail-transport.port';
import type { QueuedMail } from '../../application/outgoing-mail';
import { Clock } from '../../../../shared/application/clock.port';

function toMessage(mail: QueuedMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content: Buffer.from(content, 'utf8'),
      contentDisposition: 'attachment',
    })),
  };
}

/** Sends through the SMTP server of SMTP_URL, over a small connection pool. */
export class SmtpMailTransport extends MailTransport {
  private readonly transporter: Transporter;

  constructor(smtpUrl: string) {
    super();
    this.transporter = createTransport({
      ...parseConnectionUrl(smtpUrl),
      pool: true,
      maxConnections: 3,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: QueuedMail, from: string): Promise<void> {
    await this.transporter.sendMail(toMessage(mail, from));
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}

/** Writes each e-mail as an .eml file (the default when SMTP_URL is unset), readable by any mail client. */
export class FolderMailTransport extends MailTransport {
  private readonly transporter: Transporter;

  constructor(
    private readonly folder: string,
    private readonly clock: Clock,
  ) {
    super();
    this.transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: QueuedMail, from: string): Promise<void> {
    const info = (await this.transporter.sendMail(toMessage(mail, from))) as { message: Buffer };
    await mkdir(this.folder, { recursive: true });
    await writeFile(join(this.folder, `${this.clock.now().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`), info.message);
  }

  async close(): Promise<void> {}
}
