import { Migration } from '@mikro-orm/migrations';

/** Text attachments of a queued e-mail (a visit's .ics, issue 25), kept inline and bounded by the outbox. */
export class MailAttachments20261204 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "mail_outbox" add column "attachments" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "mail_outbox" drop column "attachments";`);
  }
}
