import type { BusinessSettings } from '@costa-sol/common';

export interface StoredBusinessSettings {
  settings: BusinessSettings;
  updatedAt: Date;
  /** The e-mail of the staff member who saved them last; null for the first start's seed. */
  updatedBy: string | null;
}

/** Port: the one row of business settings. */
export abstract class BusinessSettingsRepository {
  /** null before the first start has seeded them. */
  abstract get(): Promise<StoredBusinessSettings | null>;
  abstract save(stored: StoredBusinessSettings): Promise<void>;
  /** Stores the seed unless settings are there already; false when they were. */
  abstract seed(stored: StoredBusinessSettings): Promise<boolean>;
}
