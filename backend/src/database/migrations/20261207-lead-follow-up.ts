import { Migration } from '@mikro-orm/migrations';

/**
 * Follow-up dates (issue 23): the day staff mean to get back to a lead, a timeline entry for each change, and the
 * index the dashboard's due and overdue lists and the daily digest read. The digest's runs are recorded in
 * scheduled_run, one row per day ("follow-up-digest:YYYY-MM-DD").
 */
export class LeadFollowUp20261207 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "lead" add column "follow_up_on" date null;`);
    this.addSql(
      `create index "lead_follow_up_on_idx" on "lead" ("follow_up_on") where "follow_up_on" is not null and "erased_at" is null;`,
    );
    this.addSql(`alter table "lead_event" drop constraint "lead_event_kind_check";`);
    this.addSql(
      `alter table "lead_event" add constraint "lead_event_kind_check" check ("kind" in ('note', 'stage', 'assigned', 'email', 'contact', 'entered', 'follow-up'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "lead_event" where "kind" = 'follow-up';`);
    this.addSql(`alter table "lead_event" drop constraint "lead_event_kind_check";`);
    this.addSql(
      `alter table "lead_event" add constraint "lead_event_kind_check" check ("kind" in ('note', 'stage', 'assigned', 'email', 'contact', 'entered'));`,
    );
    this.addSql(`drop index "lead_follow_up_on_idx";`);
    this.addSql(`alter table "lead" drop column "follow_up_on";`);
  }
}
