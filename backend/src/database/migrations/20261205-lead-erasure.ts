import { Migration } from '@mikro-orm/migrations';

/**
 * When a lead's personal data was erased (at the person's request, or at the end of the retention period): the row
 * stays, without anything that names the person, so the statistics keep counting it.
 */
export class LeadErasure20261205 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "lead" add column "erased_at" timestamptz null;`);
    this.addSql(`create index "lead_email_lower_idx" on "lead" (lower("email")) where "erased_at" is null;`);
    this.addSql(`create table "scheduled_run" (
      "name" varchar(60) primary key,
      "last_run_at" timestamptz not null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "scheduled_run";`);
    this.addSql(`drop index "lead_email_lower_idx";`);
    this.addSql(`alter table "lead" drop column "erased_at";`);
  }
}
