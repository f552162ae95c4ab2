import { Migration } from '@mikro-orm/migrations';

/** Where the visit that ended in a lead began: its first page, and Google Ads' click id when an ad began it. */
export class LeadVisitStart20261206 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "lead" add column "landing_page" text null, add column "gclid" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "lead" drop column "gclid", drop column "landing_page";`);
  }
}
