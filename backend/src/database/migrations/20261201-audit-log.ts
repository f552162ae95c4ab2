import { Migration } from '@mikro-orm/migrations';

/** Every change made in the admin (modules/audit): who, when, what, and the entity before and after. */
export class AuditLog20261201 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "audit_entry" (
      "id" uuid primary key,
      "at" timestamptz not null,
      "actor_id" uuid null,
      "actor_email" text not null,
      "actor_role" text null,
      "action" text not null,
      "entity_type" text not null,
      "entity_id" text null,
      "before" jsonb null,
      "after" jsonb null
    );`);
    this.addSql(`create index "audit_entry_at_idx" on "audit_entry" ("at" desc, "id" desc);`);
    this.addSql(`create index "audit_entry_entity_idx" on "audit_entry" ("entity_type", "entity_id", "at" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "audit_entry";`);
  }
}
