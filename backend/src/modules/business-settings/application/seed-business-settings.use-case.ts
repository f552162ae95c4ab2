import { type BusinessSettings, sampleValues } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { SampleBusinessSettingsError } from '../domain/business-settings.errors';
import { BusinessSettingsRepository } from './business-settings-repository.port';
import { Clock } from '../../../shared/application/clock.port';

/**
 * On start: stores the seed (content/business.yaml and the claims) when no settings are stored yet; production then
 * refuses to start while the stored settings hold a sample value, naming each field.
 */
@Injectable()
export class SeedBusinessSettings {
  constructor(
    private readonly repository: BusinessSettingsRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(seed: BusinessSettings, now = this.clock.now()): Promise<void> {
    await this.repository.seed({ settings: seed, updatedAt: now, updatedBy: null });
    if (!this.config.production) return;
    const stored = await this.repository.get();
    const samples = sampleValues(stored?.settings ?? seed);
    if (samples.length > 0) throw new SampleBusinessSettingsError(samples);
  }
}
