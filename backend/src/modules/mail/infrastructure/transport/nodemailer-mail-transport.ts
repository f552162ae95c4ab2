import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
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

  async forget(): Promise<void> {}
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

  async forget(mailIds: readonly string[]): Promise<void> {
    if (mailIds.length === 0) return;
    const ids = new Set(mailIds);
    const files = await readdir(this.folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    // A file is named `<sent at>-<mail id>.eml`; the id is the last 36 characters before the extension.
    const named = files.filter((file) => file.endsWith('.eml') && ids.has(file.slice(-40, -4)));
    await Promise.all(named.map((file) => rm(join(this.folder, file), { force: true })));
  }
}
