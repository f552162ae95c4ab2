import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SecuritySettingsStore } from '../../application/security-settings.port';
import { DEFAULT_SECURITY_SETTINGS, type SecuritySettings } from '../../domain/security-settings';

interface SettingsRow {
  idle_minutes: number;
  absolute_hours: number;
  require_second_factor_for_owners: boolean;
}

/** The one row of staff_security_settings; absent until the owner first saves. */
@Injectable()
export class PostgresSecuritySettings extends SecuritySettingsStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async get(): Promise<SecuritySettings> {
    const [row] = await this.em.execute<SettingsRow[]>(
      `select idle_minutes, absolute_hours, require_second_factor_for_owners from staff_security_settings where id = 1`,
      [],
      'all',
    );
    if (!row) return { ...DEFAULT_SECURITY_SETTINGS };
    return {
      idleMinutes: row.idle_minutes,
      absoluteHours: row.absolute_hours,
      requireSecondFactorForOwners: row.require_second_factor_for_owners,
    };
  }

  async save(settings: SecuritySettings, at: Date): Promise<void> {
    await this.em.execute(
      `insert into staff_security_settings (id, idle_minutes, absolute_hours, require_second_factor_for_owners, updated_at) values (1, ?, ?, ?, ?)
       on conflict (id) do update set idle_minutes = excluded.idle_minutes, absolute_hours = excluded.absolute_hours,
         require_second_factor_for_owners = excluded.require_second_factor_for_owners, updated_at = excluded.updated_at`,
      [settings.idleMinutes, settings.absoluteHours, settings.requireSecondFactorForOwners, at],
      'run',
    );
  }
}
