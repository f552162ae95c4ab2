import { Migration } from '@mikro-orm/migrations';

/** Each claim of an e-mail gets its own token, so only the worker holding the current claim sends and marks it. */
export class MailClaimToken20261123 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "mail_outbox" add column "claim_token" uuid null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "mail_outbox" drop column "claim_token";`);
  }
}
