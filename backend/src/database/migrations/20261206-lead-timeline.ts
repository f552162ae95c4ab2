import { Migration } from '@mikro-orm/migrations';

/**
 * A lead's timeline (issue 23): notes that are appended, never overwritten, stage changes, assignments and e-mails,
 * each with who did it and when. The single note kept so far on the lead becomes its first note.
 */
export class LeadTimeline20261206 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "lead_event" (
      "id" uuid primary key,
      "seq" bigint generated always as identity,
      "lead_id" uuid not null references "lead" ("id") on delete cascade,
      "kind" text not null check ("kind" in ('note', 'stage', 'assigned', 'email', 'contact')),
      "author_id" uuid null references "staff_users" ("id") on delete set null,
      "at" timestamptz not null,
      "payload" jsonb not null default '{}'
    );`);
    this.addSql(`create index "lead_event_lead_id_at_idx" on "lead_event" ("lead_id", "at" desc, "seq" desc);`);
    this.addSql(`insert into "lead_event" ("id", "lead_id", "kind", "at", "payload")
      select gen_random_uuid(), "id", 'note', coalesce("updated_at", "received_at"), jsonb_build_object('text', "status_note")
        from "lead" where "status_note" is not null and "status_note" <> '';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "lead_event";`);
  }
}
