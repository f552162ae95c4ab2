import { Migration } from '@mikro-orm/migrations';

/**
 * More pages with photos: the home hero ('home:hero'), the manufacturer pages ('brand:<slug>'), the guides
 * ('guide:<slug>') and the contact page ('contact', a key without a part after a colon, which the check of
 * Photos20261128 refused). The check now takes a lowercase kind alone or followed by ':' and a kebab-case name.
 */
export class PagePhotoKinds20261203 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "page_photo" drop constraint "page_photo_page_check";`);
    this.addSql(`alter table "page_photo" add constraint "page_photo_page_check" check ("page" ~ '^[a-z]+(:[a-z0-9]+(-[a-z0-9]+)*)?$');`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "page_photo" where "page" !~ '^[a-z]+:[a-z0-9]+(-[a-z0-9]+)*$';`);
    this.addSql(`alter table "page_photo" drop constraint "page_photo_page_check";`);
    this.addSql(`alter table "page_photo" add constraint "page_photo_page_check" check ("page" ~ '^[a-z]+:[a-z0-9]+(-[a-z0-9]+)*$');`);
  }
}
