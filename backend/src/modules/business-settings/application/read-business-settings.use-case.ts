import { type BusinessFacts, businessFacts, seedBusinessSettings } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../shared/application/content-changes.port';
import { TtlCache } from '../../../shared/application/ttl-cache';
import { BusinessSettingsRepository } from './business-settings-repository.port';

export interface BusinessSettingsView {
  facts: BusinessFacts;
  /** null while the settings are the seed not yet stored. */
  updatedAt: Date | null;
  updatedBy: string | null;
}

/**
 * The company's facts as pages, e-mails and the admin read them: kept in memory and dropped when the owner saves
 * them on any instance (ContentChanges crosses instances through PostgreSQL), so every page shows a change at once.
 */
@Injectable()
export class ReadBusinessSettings {
  private readonly cache = new TtlCache<BusinessSettingsView>(5 * 60_000, 1);

  constructor(
    private readonly repository: BusinessSettingsRepository,
    changes: ContentChanges,
  ) {
    changes.subscribe((area) => {
      if (area === 'business-settings') this.cache.clear();
    });
  }

  execute(): Promise<BusinessSettingsView> {
    return this.cache.getOrLoad('business', async () => {
      const stored = await this.repository.get();
      // Before the first start's seed is stored (or after a test emptied the table) the seed is what holds.
      if (!stored) return { facts: businessFacts(seedBusinessSettings()), updatedAt: null, updatedBy: null };
      return { facts: businessFacts(stored.settings), updatedAt: stored.updatedAt, updatedBy: stored.updatedBy };
    });
  }
}
