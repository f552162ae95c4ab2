import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../application/mail-outbox';
import type { OutgoingMail } from '../../application/outgoing-mail';
import { OutboxMessageEntity } from './outbox-message.entity';

/** Inserts the e-mail in the caller's transaction (a plain INSERT, no unit-of-work bookkeeping). */
@Injectable()
export class MikroOrmMailOutbox extends MailOutbox {
  constructor(
    private readonly em: EntityManager,
    private readonly messageIdDomain: string,
  ) {
    super();
  }

  async enqueue(mail: OutgoingMail): Promise<void> {
    const id = randomUUID();
    const now = new Date();
    await this.em.insert(OutboxMessageEntity, {
      id,
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      messageId: `<${id}@${this.messageIdDomain}>`,
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    });
  }
}
