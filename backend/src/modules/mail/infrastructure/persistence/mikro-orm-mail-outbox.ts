import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { MailOutbox } from '../../application/mail-outbox.port';
import { checkMailAttachments } from '../../application/mail-attachment-limits';
import type { MailAttachment, OutgoingMail, QueuedMail } from '../../application/outgoing-mail';
import { OutboxMessageEntity } from './outbox-message.entity';
import { Clock } from '../../../../shared/application/clock.port';

interface OutboxRow {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  message_id: string;
  attachments: MailAttachment[] | null;
  attempts: number;
  claim_token: string;
}

/**
 * The mail_outbox table. `enqueue` is a plain INSERT in the caller's transaction (no unit-of-work bookkeeping).
 * Claims use a lease (locked_until) taken under FOR UPDATE SKIP LOCKED, so several instances never claim the
 * same row, no transaction stays open while the SMTP server is talked to, and a worker that dies mid-send
 * only delays its e-mails until the lease runs out. Each claim has a token: a worker renews its lease just before
 * each send and only while its token is the row's, so one that outlasted its lease never sends a row twice.
 */
export class MikroOrmMailOutbox extends MailOutbox {
  constructor(
    private readonly em: EntityManager,
    private readonly messageIdDomain: string,
    private readonly clock: Clock,
  ) {
    super();
  }

  async enqueue(mail: OutgoingMail): Promise<void> {
    const attachments = mail.attachments ?? [];
    checkMailAttachments(attachments);
    const id = randomUUID();
    const now = this.clock.now();
    await this.em.insert(OutboxMessageEntity, {
      id,
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      messageId: `<${id}@${this.messageIdDomain}>`,
      attachments:
        attachments.length > 0 ? attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })) : null,
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    });
  }

  async claimDue(limit: number, leaseMs: number): Promise<QueuedMail[]> {
    const rows = await this.em.getConnection().execute<OutboxRow[]>(
      `update mail_outbox
          set locked_until = now() + (? * interval '1 millisecond'), attempts = attempts + 1, claim_token = gen_random_uuid()
        where id in (
          select id from mail_outbox
           where sent_at is null and next_attempt_at <= now()
             and (locked_until is null or locked_until < now())
           order by created_at
           limit ?
           for update skip locked)
      returning id, to_address, reply_to, subject, text_body, html_body, message_id, attachments, attempts, claim_token`,
      [leaseMs, limit],
      'all',
    );
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      replyTo: row.reply_to ?? undefined,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      messageId: row.message_id,
      attachments: row.attachments ?? undefined,
      attempts: Number(row.attempts),
      claimToken: row.claim_token,
    }));
  }

  async holdClaim(mail: QueuedMail, leaseMs: number): Promise<boolean> {
    const rows = await this.em.getConnection().execute<{ id: string }[]>(
      `update mail_outbox set locked_until = now() + (? * interval '1 millisecond')
        where id = ? and claim_token = ? and sent_at is null
      returning id`,
      [leaseMs, mail.id, mail.claimToken],
      'all',
    );
    return rows.length === 1;
  }

  async markSent(mail: QueuedMail): Promise<void> {
    await this.em
      .getConnection()
      .execute(
        `update mail_outbox set sent_at = now(), locked_until = null, last_error = null where id = ? and claim_token = ?`,
        [mail.id, mail.claimToken],
        'run',
      );
  }

  async markFailed(mail: QueuedMail, error: string, retryInMs: number): Promise<void> {
    await this.em.getConnection().execute(
      `update mail_outbox
          set next_attempt_at = now() + (? * interval '1 millisecond'), locked_until = null, last_error = ?
        where id = ? and claim_token = ?`,
      [retryInMs, error, mail.id, mail.claimToken],
      'run',
    );
  }
}
