import { Migration } from '@mikro-orm/migrations';

/**
 * The inbox's search and filters (issue 23), fast at 100,000 leads: a lower-cased text of the name, e-mail and
 * message and the phone's digits alone, each with a trigram index for fragments ("600 12" finds +34 600 123 456);
 * an index per filter, each ending in the keyset (received_at, id) the pages follow.
 */
export class LeadSearch20261206 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`alter table "lead"
      add column "search_text" text generated always as (
        lower("name" || ' ' || "email" || ' ' || coalesce("details", '') || ' ' || coalesce("message", ''))
      ) stored,
      add column "phone_digits" text generated always as (regexp_replace("phone", '[^0-9]', '', 'g')) stored,
      add column "language_shown" text generated always as (
        coalesce("language", case when "page_path" ~ '^/es(/|$)' then 'es' else 'en' end)
      ) stored;`);
    this.addSql(`create index "lead_search_text_trgm_idx" on "lead" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "lead_phone_digits_trgm_idx" on "lead" using gin ("phone_digits" gin_trgm_ops);`);
    this.addSql(`create index "lead_received_keyset_idx" on "lead" ("received_at", "id") where "erased_at" is null;`);
    this.addSql(`create index "lead_status_keyset_idx" on "lead" ("status", "received_at", "id") where "erased_at" is null;`);
    this.addSql(`create index "lead_kind_keyset_idx" on "lead" ("kind", "received_at", "id") where "erased_at" is null;`);
    this.addSql(`create index "lead_source_keyset_idx" on "lead" ("utm_source", "received_at", "id") where "erased_at" is null;`);
    this.addSql(`create index "lead_language_keyset_idx" on "lead" ("language_shown", "received_at", "id") where "erased_at" is null;`);
    this.addSql(`create index "lead_assignee_keyset_idx" on "lead" ("assigned_to_id", "received_at", "id") where "erased_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "lead" drop column "search_text", drop column "phone_digits", drop column "language_shown";`);
    for (const name of ['received', 'status', 'kind', 'source', 'language', 'assignee'])
      this.addSql(`drop index if exists "lead_${name}_keyset_idx";`);
  }
}
