import { Migration } from '@mikro-orm/migrations';

/** Counts a visit's changes (moved, cancelled): the SEQUENCE of its calendar file, so calendars replace the earlier copy. */
export class VisitRevision20261205 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "visit" add column "revision" integer not null default 0;`);
    this.addSql(`create index "visit_reminder_due_idx" on "visit" ("starts_at") where "status" = 'booked' and "reminder_sent_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "visit_reminder_due_idx";`);
    this.addSql(`alter table "visit" drop column "revision";`);
  }
}
