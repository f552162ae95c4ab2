import { Migration } from '@mikro-orm/migrations';

/** A snapshot that looks like it holds a credential: an otpauth:// address, an image data URL (a QR code), a JWT. */
const HOLDS_CREDENTIAL = `~* '(otpauth(-migration)?:|data:image/|eyJ[A-Za-z0-9_-]{5,}\\.eyJ)'`;

/**
 * Audit entries written before audit-redaction.ts kept the answers of credential routes: every two-step set-up's
 * otpauth:// address (its secret) and QR code. Those rows keep who did what and when; their snapshots are replaced,
 * as new entries of those routes are written, and any other snapshot holding such a value is replaced too.
 * Nothing to undo: the removed values must not come back.
 */
export class AuditSecretsPurge20261209 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "audit_entry"
      set "before" = '{"omitted": "credentials route"}'::jsonb, "after" = '{"omitted": "credentials route"}'::jsonb
      where "action" like '% /api/auth/%';`);
    this.addSql(`update "audit_entry"
      set "before" = case when "before"::text ${HOLDS_CREDENTIAL} then '{"omitted": "held a credential"}'::jsonb else "before" end,
          "after" = case when "after"::text ${HOLDS_CREDENTIAL} then '{"omitted": "held a credential"}'::jsonb else "after" end
      where "before"::text ${HOLDS_CREDENTIAL} or "after"::text ${HOLDS_CREDENTIAL};`);
  }

  override async down(): Promise<void> {
    // The values removed are not kept anywhere: there is nothing to restore.
  }
}
