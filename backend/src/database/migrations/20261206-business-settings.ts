import { Migration } from '@mikro-orm/migrations';

/** The company's facts as the owner edits them (issue 22): one row, seeded on the first start from content/business.yaml. */
export class BusinessSettings20261206 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "business_settings" (
      "id" smallint primary key default 1 check ("id" = 1),
      "profile" jsonb not null,
      "updated_at" timestamptz not null default now(),
      "updated_by" varchar(320) null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "business_settings";`);
  }
}
