import { Migration } from '@mikro-orm/migrations';

/**
 * Two-step sign-in's backup codes (issue 40): one-time codes a user signs in with when the phone is lost. Only a
 * salted SHA-256 of each is kept (the codes carry 80 random bits); a used code keeps its row with `used_at`.
 */
export class StaffBackupCodes20261209 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "staff_backup_codes" (
      "id" uuid not null primary key,
      "user_id" uuid not null references "staff_users" ("id") on delete cascade,
      "salt" text not null,
      "code_hash" text not null,
      "created_at" timestamptz not null,
      "used_at" timestamptz null);`);
    this.addSql(`create index "staff_backup_codes_user_idx" on "staff_backup_codes" ("user_id") where "used_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "staff_backup_codes";`);
  }
}
