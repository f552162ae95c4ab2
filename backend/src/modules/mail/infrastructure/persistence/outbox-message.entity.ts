import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { MailAttachment } from '../../application/outgoing-mail';

@Entity({ tableName: 'mail_outbox' })
@Index({ name: 'mail_outbox_due_idx', properties: ['nextAttemptAt'], options: { where: 'sent_at is null' } })
export class OutboxMessageEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text', fieldName: 'to_address' })
  to!: string;

  @Property({ type: 'text', nullable: true })
  replyTo?: string | null;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  textBody!: string;

  @Property({ type: 'text' })
  htmlBody!: string;

  @Property({ type: 'text' })
  messageId!: string;

  @Property({ type: 'json', nullable: true })
  attachments?: MailAttachment[] | null;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  nextAttemptAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  lockedUntil?: Date | null;

  /** The current claim: only its holder sends and marks the e-mail. */
  @Property({ type: 'uuid', nullable: true })
  claimToken?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt!: Date;
}
