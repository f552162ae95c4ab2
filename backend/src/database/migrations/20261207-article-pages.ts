import { Migration } from '@mikro-orm/migrations';

/**
 * The article pages the owner edits (issue 22): per page (its Markdown name under content/pages) a draft and the
 * published copy, each the page's record (both languages' page file text and SEO overrides) as one jsonb document;
 * every publish keeps a revision. Seeded on start from content/pages for every page not stored yet.
 */
export class ArticlePages20261207 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "article_page" (
      "key" varchar(120) primary key,
      "draft" jsonb not null,
      "draft_updated_at" timestamptz not null,
      "draft_updated_by" varchar(320) null,
      "published" jsonb not null,
      "published_at" timestamptz not null,
      "published_by" varchar(320) null
    );`);
    this.addSql(`create table "article_revision" (
      "id" uuid primary key,
      "page_key" varchar(120) not null references "article_page" ("key") on delete cascade,
      "content" jsonb not null,
      "created_at" timestamptz not null,
      "created_by" varchar(320) null
    );`);
    this.addSql(`create index "article_revision_page_key_created_at_index" on "article_revision" ("page_key", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "article_revision";`);
    this.addSql(`drop table "article_page";`);
  }
}
