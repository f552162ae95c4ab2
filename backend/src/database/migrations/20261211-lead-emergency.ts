import { Migration } from '@mikro-orm/migrations';
import { EMERGENCY_LEAD_SQL } from '../../modules/leads/infrastructure/persistence/emergency-lead-sql';

/**
 * The inbox's "Emergencies" filter (issue 43): a partial keyset index over the emergency leads alone (a system repair
 * asked for with the quote form, an emergency repair with the contact form), so the filter and its count read only them.
 */
export class LeadEmergency20261211 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "lead_emergency_keyset_idx" on "lead" ("received_at", "id") include ("is_spam") where "erased_at" is null and ${EMERGENCY_LEAD_SQL};`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "lead_emergency_keyset_idx";');
  }
}
