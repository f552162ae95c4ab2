import { Migration } from '@mikro-orm/migrations';

/** Old public paths that answer 301 with their new one (issue 22): recorded by slug changes or added by staff. */
export class Redirects20261206 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "redirect" (
      "id" uuid primary key,
      "from_path" varchar(300) not null unique,
      "to_path" varchar(300) not null,
      "source" varchar(10) not null check ("source" in ('automatic', 'manual')),
      "created_at" timestamptz not null default now(),
      "created_by" varchar(254) null,
      check ("from_path" <> "to_path")
    );`);
    this.addSql(`create index "redirect_to_path_index" on "redirect" ("to_path");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "redirect";`);
  }
}
