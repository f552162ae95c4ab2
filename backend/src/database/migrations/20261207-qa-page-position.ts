import { Migration } from '@mikro-orm/migrations';

/**
 * A stored order for the Q&A pages of a category (content/qa writes it as each page's `order`): the first start seeds
 * it from the files, a new page goes last. Pages stored before have their creation order (then their slug).
 */
export class QaPagePosition20261207 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "qa_page" add column "position" integer not null default 0;`);
    this.addSql(`update "qa_page" set "position" = ordered.rank from (
      select "id", row_number() over (partition by "category_id" order by "created_at", "slug") - 1 as rank from "qa_page"
    ) as ordered where ordered."id" = "qa_page"."id";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "qa_page" drop column "position";`);
  }
}
