import { Migration } from '@mikro-orm/migrations';

/**
 * The figures of a lead's stages (issue 23): a quote's amount, a won job's value, a lost lead's reason, and when the
 * lead was first answered (the first response time runs from received_at to it). Contacts join the timeline too.
 */
export class LeadStageFigures20261206 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "lead"
      add column "quoted_amount" numeric(12, 2) null,
      add column "won_value" numeric(12, 2) null,
      add column "lost_reason" text null check ("lost_reason" in ('price', 'chose-competitor', 'no-response', 'not-viable', 'postponed', 'other')),
      add column "first_response_at" timestamptz null;`);
    // A lead already past 'new' was answered when it last changed, as far as anyone can tell now.
    this.addSql(`update "lead" set "first_response_at" = coalesce("updated_at", "received_at") where "status" <> 'new';`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "lead" drop column "quoted_amount", drop column "won_value", drop column "lost_reason", drop column "first_response_at";`,
    );
  }
}
