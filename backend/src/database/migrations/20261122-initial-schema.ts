import { Migration } from '@mikro-orm/migrations';

export class InitialSchema20261122 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "lead" (
      "id" uuid not null primary key,
      "kind" text not null check ("kind" in ('quote', 'contact')),
      "status" text not null default 'new' check ("status" in ('new', 'contacted', 'quoted', 'won', 'lost')),
      "status_note" text null,
      "is_spam" boolean not null default false,
      "received_at" timestamptz not null,
      "updated_at" timestamptz null,
      "name" text not null,
      "first_name" text null,
      "last_name" text null,
      "email" text not null,
      "phone" text not null,
      "service_type" text null,
      "preferred_brand" text null,
      "home_size" text null,
      "current_system_age" text null,
      "details" text null,
      "wants_consultation" boolean null,
      "service_needed" text null,
      "message" text null,
      "page_path" text null,
      "language" text null,
      "referrer" text null,
      "utm_source" text null,
      "utm_medium" text null,
      "utm_campaign" text null,
      "utm_term" text null,
      "utm_content" text null
    );`);
    this.addSql(`create index "lead_inbox_idx" on "lead" ("kind", "status", "received_at");`);

    this.addSql(`create table "mail_outbox" (
      "id" uuid not null primary key,
      "to_address" text not null,
      "reply_to" text null,
      "subject" text not null,
      "text_body" text not null,
      "html_body" text not null,
      "message_id" text not null,
      "attempts" int not null default 0,
      "next_attempt_at" timestamptz not null default now(),
      "locked_until" timestamptz null,
      "sent_at" timestamptz null,
      "last_error" text null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "mail_outbox_due_idx" on "mail_outbox" ("next_attempt_at") where sent_at is null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "mail_outbox";');
    this.addSql('drop table if exists "lead";');
  }
}
