import { Migration } from '@mikro-orm/migrations';

/** The "from €X" price guide of each service page, set by the owner (issue 27); seeded samples are marked. */
export class PriceGuides20261203 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "price_guide" (
      "service" varchar(60) primary key check ("service" ~ '^[a-z][a-zA-Z]*$'),
      "from_eur" integer not null check ("from_eur" between 1 and 1000000),
      "note_en" varchar(200) not null,
      "note_es" varchar(200) not null,
      "is_shown" boolean not null default true,
      "is_sample" boolean not null default false,
      "updated_at" timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "price_guide";`);
  }
}
