import { Migration } from '@mikro-orm/migrations';

export class ContentAndQa20261122 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "qa_category" (
      "id" uuid not null primary key,
      "slug" text not null,
      "name_en" text not null,
      "name_es" text not null,
      "description_en" text not null default '',
      "description_es" text not null default '',
      "position" int not null default 0,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      constraint "qa_category_slug_unique" unique ("slug")
    );`);
    this.addSql(`create table "qa_page" (
      "id" uuid not null primary key,
      "category_id" uuid not null,
      "slug" text not null,
      "question_en" text not null,
      "question_es" text not null,
      "answer_en" text not null,
      "answer_es" text not null,
      "is_published" boolean not null default false,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      constraint "qa_page_category_slug_unique" unique ("category_id", "slug"),
      constraint "qa_page_category_id_foreign" foreign key ("category_id") references "qa_category" ("id") on update cascade on delete restrict
    );`);
    this.addSql(`create index "qa_page_published_idx" on "qa_page" ("is_published", "updated_at");`);

    this.addSql(`create table "testimonial" (
      "id" uuid not null primary key,
      "name" text not null,
      "review_en" text not null,
      "review_es" text not null,
      "rating" smallint not null,
      "service_en" text not null,
      "service_es" text not null,
      "location" text null,
      "is_active" boolean not null default true,
      "created_at" timestamptz not null
    );`);

    this.addSql(`create table "case_study" (
      "id" uuid not null primary key,
      "title" jsonb not null,
      "location" text not null,
      "before_system" jsonb not null,
      "before_energy_cost" int not null,
      "before_issues" jsonb not null,
      "after_system" jsonb not null,
      "after_energy_cost" int not null,
      "after_benefits" jsonb not null,
      "annual_savings" int not null,
      "featured" boolean not null default false,
      "created_at" timestamptz not null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "case_study";');
    this.addSql('drop table if exists "testimonial";');
    this.addSql('drop table if exists "qa_page";');
    this.addSql('drop table if exists "qa_category";');
  }
}
