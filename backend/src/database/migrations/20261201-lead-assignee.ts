import { Migration } from '@mikro-orm/migrations';

/** The staff user a lead is assigned to: a technician sees only the leads assigned to them (issue 24). */
export class LeadAssignee20261201 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "lead" add column "assigned_to_id" uuid null references "staff_users" ("id") on delete set null;`);
    this.addSql(`create index "lead_assigned_to_id_idx" on "lead" ("assigned_to_id", "received_at") where "assigned_to_id" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "lead" drop column "assigned_to_id";`);
  }
}
