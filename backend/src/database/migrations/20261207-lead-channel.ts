import { Migration } from '@mikro-orm/migrations';

/**
 * Leads entered by staff (issue 23): how each lead reached the business, every lead so far through the site ('web'),
 * with an index for the inbox's channel filter; the town such a lead gives; and the timeline's 'entered' event.
 */
export class LeadChannel20261207 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "lead"
      add column "channel" text not null default 'web' check ("channel" in ('web', 'phone', 'whatsapp', 'in-person')),
      add column "town" text null;`);
    this.addSql(`create index "lead_channel_keyset_idx" on "lead" ("channel", "received_at", "id") where "erased_at" is null;`);
    this.addSql(`alter table "lead_event" drop constraint "lead_event_kind_check";`);
    this.addSql(`alter table "lead_event" add constraint "lead_event_kind_check"
      check ("kind" in ('note', 'stage', 'assigned', 'email', 'contact', 'entered'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "lead_event" where "kind" = 'entered';`);
    this.addSql(`alter table "lead_event" drop constraint "lead_event_kind_check";`);
    this.addSql(`alter table "lead_event" add constraint "lead_event_kind_check"
      check ("kind" in ('note', 'stage', 'assigned', 'email', 'contact'));`);
    this.addSql(`drop index if exists "lead_channel_keyset_idx";`);
    this.addSql(`alter table "lead" drop column "town", drop column "channel";`);
  }
}
