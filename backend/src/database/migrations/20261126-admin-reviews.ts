import { Migration } from '@mikro-orm/migrations';

/**
 * Testimonials and case studies edited in the admin: a place in the list (the current order: newest first, the
 * featured case study first), the case study's publication, when each was last changed, and at most one
 * featured case study. Existing rows stay published.
 */
export class AdminReviews20261126 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "testimonial" add column "position" int not null default 0, add column "updated_at" timestamptz null;`);
    this.addSql(`update "testimonial" t set "position" = o."rank" - 1, "updated_at" = t."created_at"
      from (select "id", row_number() over (order by "created_at" desc, "id") as "rank" from "testimonial") o where o."id" = t."id";`);
    this.addSql(`alter table "testimonial" alter column "updated_at" set not null;`);

    this.addSql(`alter table "case_study" add column "is_published" boolean not null default true,
      add column "position" int not null default 0, add column "updated_at" timestamptz null;`);
    this.addSql(`alter table "case_study" alter column "is_published" set default false;`);
    this.addSql(`update "case_study" c set "position" = o."rank" - 1, "updated_at" = c."created_at"
      from (select "id", row_number() over (order by "featured" desc, "created_at" desc, "id") as "rank" from "case_study") o
      where o."id" = c."id";`);
    this.addSql(`alter table "case_study" alter column "updated_at" set not null;`);
    // Only the first featured one stays featured, should there be several.
    this.addSql(
      `update "case_study" set "featured" = false where "featured" and "position" > (select min("position") from "case_study" where "featured");`,
    );
    this.addSql(`create unique index "case_study_one_featured" on "case_study" ("featured") where "featured";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "case_study_one_featured";`);
    this.addSql(`alter table "case_study" drop column "is_published", drop column "position", drop column "updated_at";`);
    this.addSql(`alter table "testimonial" drop column "position", drop column "updated_at";`);
  }
}
