import type { BusinessSettings } from '@costa-sol/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BusinessSettingsRepository, type StoredBusinessSettings } from '../../application/business-settings-repository.port';

interface BusinessSettingsRow {
  profile: BusinessSettings | string;
  updated_at: Date | string;
  updated_by: string | null;
}

/** The `business_settings` table in plain SQL: one row (id 1), the settings as one jsonb document. */
@Injectable()
export class PostgresBusinessSettingsRepository extends BusinessSettingsRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async get(): Promise<StoredBusinessSettings | null> {
    const [row] = await this.em.execute<BusinessSettingsRow[]>(
      'select profile, updated_at, updated_by from business_settings where id = 1',
    );
    if (!row) return null;
    // jsonb comes back parsed from PostgreSQL and as text from some drivers.
    const stored = typeof row.profile === 'string' ? (JSON.parse(row.profile) as BusinessSettings) : row.profile;
    // Settings saved before a switch existed read as the switch off.
    const settings: BusinessSettings = { ...stored, showTownVisitCounts: stored.showTownVisitCounts ?? false };
    return { settings, updatedAt: new Date(row.updated_at), updatedBy: row.updated_by };
  }

  async save({ settings, updatedAt, updatedBy }: StoredBusinessSettings): Promise<void> {
    await this.em.execute(
      `insert into business_settings (id, profile, updated_at, updated_by) values (1, ?::jsonb, ?, ?)
       on conflict (id) do update set profile = excluded.profile, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
      [JSON.stringify(settings), updatedAt, updatedBy],
      'run',
    );
  }

  async seed({ settings, updatedAt, updatedBy }: StoredBusinessSettings): Promise<boolean> {
    const rows = await this.em.execute<{ id: number }[]>(
      `insert into business_settings (id, profile, updated_at, updated_by) values (1, ?::jsonb, ?, ?) on conflict (id) do nothing returning id`,
      [JSON.stringify(settings), updatedAt, updatedBy],
    );
    return rows.length > 0;
  }
}
