import { Migration } from '@mikro-orm/migrations';

/** When each visitor address last got a confirmation e-mail (postgres-confirmation-ledger.ts). */
export class LeadConfirmation20261125 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "lead_confirmation" (
      "email" text primary key,
      "lead_id" uuid not null,
      "sent_at" timestamptz not null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "lead_confirmation";`);
  }
}
