import { type BusinessSettings, sampleValues } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { ContentChanges } from '../../../shared/application/content-changes.port';
import { SampleBusinessValueError } from '../domain/business-settings.errors';
import { BusinessSettingsRepository, type StoredBusinessSettings } from './business-settings-repository.port';
import { Clock } from '../../../shared/application/clock.port';

/** Saves the owner's business settings; every page on every instance shows them at once. */
@Injectable()
export class SaveBusinessSettings {
  constructor(
    private readonly repository: BusinessSettingsRepository,
    private readonly changes: ContentChanges,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** `sampleField` names the form field of a dotted settings path, so the refusal shows next to it. */
  async execute(
    settings: BusinessSettings,
    updatedBy: string,
    sampleField: (path: string) => string,
    now = this.clock.now(),
  ): Promise<StoredBusinessSettings> {
    if (this.config.production) {
      const [first] = sampleValues(settings);
      if (first) throw new SampleBusinessValueError(sampleField(first.slice(0, first.indexOf(' ('))));
    }
    const stored = { settings, updatedAt: now, updatedBy };
    await this.repository.save(stored);
    this.changes.notify('business-settings');
    return stored;
  }
}
