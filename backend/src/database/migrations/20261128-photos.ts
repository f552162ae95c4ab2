import { Migration } from '@mikro-orm/migrations';

/**
 * Photos of the media library on content: a testimonial's optional photo, a case study's before and after photos,
 * and the photos chosen for a page (`page`: 'town:<English slug>'; service pages can use 'service:<route key>'
 * later), in order. An image in use cannot be deleted (on delete restrict): the admin removes it from the content
 * first. The indexes serve the media library's use counts.
 */
export class Photos20261128 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "testimonial" add column "photo_id" uuid null references "media" ("id") on delete restrict;`);
    this.addSql(`create index "testimonial_photo_id_idx" on "testimonial" ("photo_id") where "photo_id" is not null;`);
    this.addSql(`alter table "case_study"
      add column "before_photo_id" uuid null references "media" ("id") on delete restrict,
      add column "after_photo_id" uuid null references "media" ("id") on delete restrict;`);
    this.addSql(`create index "case_study_before_photo_id_idx" on "case_study" ("before_photo_id") where "before_photo_id" is not null;`);
    this.addSql(`create index "case_study_after_photo_id_idx" on "case_study" ("after_photo_id") where "after_photo_id" is not null;`);
    this.addSql(`create table "page_photo" (
      "page" text not null check ("page" ~ '^[a-z]+:[a-z0-9]+(-[a-z0-9]+)*$'),
      "media_id" uuid not null references "media" ("id") on delete restrict,
      "position" integer not null check ("position" >= 0),
      constraint "page_photo_pkey" primary key ("page", "media_id")
    );`);
    this.addSql(`create index "page_photo_media_id_idx" on "page_photo" ("media_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "page_photo";`);
    this.addSql(`alter table "case_study" drop column "before_photo_id", drop column "after_photo_id";`);
    this.addSql(`alter table "testimonial" drop column "photo_id";`);
  }
}
