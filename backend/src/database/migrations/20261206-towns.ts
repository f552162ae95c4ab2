import { Migration } from '@mikro-orm/migrations';

/**
 * The towns, edited in the admin (issue 22): one row per town, keyed by its English slug, which does not change.
 * `data` holds the town's fields as content/towns/{slug}.yaml writes them and `pages` its service sub-pages
 * (content/town-pages/{slug}/), both checked by the content files' schemas before they are written and when read.
 */
export class Towns20261206 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "town" (
      "slug" varchar(80) primary key check ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      "data" jsonb not null check (jsonb_typeof("data") = 'object'),
      "pages" jsonb not null default '[]' check (jsonb_typeof("pages") = 'array'),
      "updated_at" timestamptz not null default now(),
      "updated_by" varchar(254) null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "town";`);
  }
}
