import { Migration } from '@mikro-orm/migrations';

/**
 * Visits booked online or by the office (issue 25): the office's booking rules, each technician's weekly hours,
 * days off, and the visits themselves. No technician is ever booked twice for overlapping times: PostgreSQL refuses
 * it (an exclusion constraint over the technician and the visit's time plus travel buffer), whatever the instance.
 */
export class Visits20261204 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists btree_gist;`);
    this.addSql(`alter table "lead" drop constraint if exists "lead_status_check";`);
    this.addSql(
      `alter table "lead" add constraint "lead_status_check" check ("status" in ('new', 'contacted', 'survey-booked', 'quoted', 'won', 'lost'));`,
    );
    this.addSql(`create table "visit_rules" (
      "id" smallint primary key default 1 check ("id" = 1),
      "survey_minutes" integer not null check ("survey_minutes" between 15 and 480),
      "maintenance_minutes" integer not null check ("maintenance_minutes" between 15 and 480),
      "repair_minutes" integer not null check ("repair_minutes" between 15 and 480),
      "buffer_minutes" integer not null check ("buffer_minutes" between 0 and 240),
      "min_notice_hours" integer not null check ("min_notice_hours" between 0 and 720),
      "max_days_ahead" integer not null check ("max_days_ahead" between 1 and 180),
      "appointment_only_towns" text[] not null default '{}',
      "unserved_towns" text[] not null default '{}',
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "technician_hours" (
      "technician_id" uuid not null references "staff_users" ("id") on delete cascade,
      "weekday" smallint not null check ("weekday" between 1 and 7),
      "start_minute" smallint not null check ("start_minute" between 0 and 1439),
      "end_minute" smallint not null check ("end_minute" <= 1440 and "end_minute" > "start_minute"),
      primary key ("technician_id", "weekday", "start_minute")
    );`);
    this.addSql(`create table "day_off" (
      "id" uuid primary key,
      "technician_id" uuid null references "staff_users" ("id") on delete cascade,
      "first_day" date not null,
      "last_day" date not null check ("last_day" >= "first_day"),
      "reason" varchar(120) not null default ''
    );`);
    this.addSql(`create table "visit" (
      "id" uuid primary key,
      "lead_id" uuid null references "lead" ("id") on delete set null,
      "technician_id" uuid not null references "staff_users" ("id"),
      "kind" varchar(20) not null check ("kind" in ('survey', 'maintenance', 'repair')),
      "town" varchar(80) not null,
      "starts_at" timestamptz not null,
      "ends_at" timestamptz not null check ("ends_at" > "starts_at"),
      "blocked_until" timestamptz not null check ("blocked_until" >= "ends_at"),
      "status" varchar(20) not null default 'booked' check ("status" in ('booked', 'done', 'no-show', 'cancelled')),
      "source" varchar(20) not null check ("source" in ('online', 'office')),
      "name" varchar(100) not null,
      "email" varchar(254) not null,
      "phone" varchar(30) not null,
      "address" varchar(200) not null default '',
      "notes" varchar(1000) not null default '',
      "language" varchar(2) not null check ("language" in ('en', 'es')),
      "reminder_sent_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "visit_no_double_booking" exclude using gist (
        "technician_id" with =, tstzrange("starts_at", "blocked_until", '[)') with &&
      ) where ("status" <> 'cancelled')
    );`);
    this.addSql(`create index "visit_starts_at_idx" on "visit" ("starts_at") where "status" <> 'cancelled';`);
    this.addSql(`create index "visit_lead_id_idx" on "visit" ("lead_id") where "lead_id" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "visit";`);
    this.addSql(`drop table "day_off";`);
    this.addSql(`drop table "technician_hours";`);
    this.addSql(`drop table "visit_rules";`);
  }
}
