import { Migration } from '@mikro-orm/migrations';

/**
 * Staff accounts (issue 24) and their single-use links. The e-mail is stored lowercased, so the unique index is the
 * one rule. session_version is in every access token: bumping it ends all of a user's sessions at once. A link keeps
 * only the sha256 of its token, so a copy of the table opens nothing.
 */
export class StaffUsers20261130 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "staff_users" (
      "id" uuid primary key,
      "email" text not null constraint "staff_users_email_key" unique,
      "name" text not null,
      "role" text not null check ("role" in ('owner', 'office', 'technician')),
      "language" text not null check ("language" in ('en', 'es')),
      "password_hash" text null,
      "status" text not null check ("status" in ('invited', 'active', 'disabled')),
      "session_version" integer not null default 1,
      "created_at" timestamptz not null,
      "last_sign_in_at" timestamptz null
    );`);
    this.addSql(`create table "staff_tokens" (
      "id" uuid primary key,
      "user_id" uuid not null references "staff_users" ("id") on delete cascade,
      "purpose" text not null check ("purpose" in ('invitation', 'password-reset')),
      "token_hash" text not null unique,
      "created_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null
    );`);
    this.addSql(`create index "staff_tokens_user_id_idx" on "staff_tokens" ("user_id", "purpose", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "staff_tokens";`);
    this.addSql(`drop table "staff_users";`);
  }
}
