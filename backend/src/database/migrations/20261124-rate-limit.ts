import { Migration } from '@mikro-orm/migrations';

/** Rate-limit counters shared by every instance (postgres-throttler-storage.ts). */
export class RateLimit20261124 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "rate_limit" (
      "key" text not null,
      "throttler" text not null,
      "hits" integer not null,
      "window_ends_at" timestamptz not null,
      "blocked_until" timestamptz null,
      primary key ("key", "throttler")
    );`);
    this.addSql(`create index "rate_limit_window_ends_at_index" on "rate_limit" ("window_ends_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "rate_limit";`);
  }
}
