import { Migration } from '@mikro-orm/migrations';

/**
 * Staff sessions that outlive a short access token (issue 24). A session is one sign-in on one device; its refresh
 * tokens form a chain where only the newest is usable, and only their sha256 is kept. Presenting a replaced one is a
 * replay: the whole session ends. A session also ends when the user's session_version moves on (sign out
 * everywhere, password change, disabled), because it records the version it was started with.
 * The owner's limits live in a one-row table; the second factor is an RFC 6238 secret on the user.
 */
export class StaffSessions20261202 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "staff_sessions" (
      "id" uuid primary key,
      "user_id" uuid not null references "staff_users" ("id") on delete cascade,
      "session_version" integer not null,
      "device" text not null,
      "created_at" timestamptz not null,
      "last_used_at" timestamptz not null,
      "ended_at" timestamptz null,
      "end_reason" text null check ("end_reason" in ('signed-out', 'replayed', 'expired'))
    );`);
    this.addSql(`create index "staff_sessions_user_id_idx" on "staff_sessions" ("user_id") where "ended_at" is null;`);
    this.addSql(`create table "staff_refresh_tokens" (
      "token_hash" text primary key,
      "session_id" uuid not null references "staff_sessions" ("id") on delete cascade,
      "issued_at" timestamptz not null,
      "replaced_at" timestamptz null
    );`);
    this.addSql(`create index "staff_refresh_tokens_session_id_idx" on "staff_refresh_tokens" ("session_id");`);
    this.addSql(`create table "staff_security_settings" (
      "id" smallint primary key check ("id" = 1),
      "idle_minutes" integer not null,
      "absolute_hours" integer not null,
      "require_second_factor_for_owners" boolean not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql(`alter table "staff_users"
      add column "second_factor_secret" text null,
      add column "second_factor_pending_secret" text null,
      add column "second_factor_last_step" bigint null;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "staff_users" drop column "second_factor_secret", drop column "second_factor_pending_secret", drop column "second_factor_last_step";`,
    );
    this.addSql(`drop table "staff_security_settings";`);
    this.addSql(`drop table "staff_refresh_tokens";`);
    this.addSql(`drop table "staff_sessions";`);
  }
}
