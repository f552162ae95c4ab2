import { Migration } from '@mikro-orm/migrations';

/**
 * Whole titles on Q&A pages (issue 41): a short form of a long question, which the page title takes with the brand
 * where the question does not fit, and the owner's search title and description, used as written. '' means none.
 */
export class QaPageTitles20261210 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "qa_page"
      add column "short_question_en" text not null default '',
      add column "short_question_es" text not null default '',
      add column "seo_title_en" text not null default '',
      add column "seo_title_es" text not null default '',
      add column "seo_description_en" text not null default '',
      add column "seo_description_es" text not null default '';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "qa_page"
      drop column "short_question_en", drop column "short_question_es",
      drop column "seo_title_en", drop column "seo_title_es",
      drop column "seo_description_en", drop column "seo_description_es";`);
  }
}
