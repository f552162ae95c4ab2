import { Migration } from '@mikro-orm/migrations';

/**
 * Idempotency keys of the lead forms (postgres-idempotency-keys.ts): the key, a hash of the request, the lead it made
 * and the answer given, written in the lead's own transaction. The primary key decides between concurrent posts of
 * one key. The foreign key is checked at commit, since the key is claimed before the lead is inserted.
 */
export class LeadIdempotency20261129 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "lead_idempotency" (
      "key" text primary key,
      "request_hash" text not null,
      "lead_id" uuid not null references "lead" ("id") on delete cascade deferrable initially deferred,
      "answer" jsonb not null,
      "created_at" timestamptz not null
    );`);
    this.addSql(`create index "lead_idempotency_created_at_idx" on "lead_idempotency" ("created_at");`);
    this.addSql(`create index "lead_idempotency_lead_id_idx" on "lead_idempotency" ("lead_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "lead_idempotency";`);
  }
}
