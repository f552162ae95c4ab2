import { seedBusinessSettings } from '@costa-sol/common';
import { Global, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { CurrentBusinessFacts } from '../../shared/application/current-business-facts.port';
import { BusinessSettingsRepository } from './application/business-settings-repository.port';
import { ReadBusinessSettings } from './application/read-business-settings.use-case';
import { SaveBusinessSettings } from './application/save-business-settings.use-case';
import { SeedBusinessSettings } from './application/seed-business-settings.use-case';
import { SettingsBusinessFacts } from './application/settings-business-facts';
import { BusinessContentSet } from './infrastructure/content/business-content-set';
import { BusinessSettingsAdminController } from './infrastructure/http/business-settings-admin.controller';
import { PostgresBusinessSettingsRepository } from './infrastructure/persistence/postgres-business-settings-repository';

/**
 * The company's facts, edited by the owner (issue 22); content/business.yaml and the claims are the first start's seed.
 * Global: every module that writes with the facts (e-mails) reads them through CurrentBusinessFacts.
 */
@Global()
@Module({
  controllers: [BusinessSettingsAdminController],
  providers: [
    { provide: BusinessSettingsRepository, useClass: PostgresBusinessSettingsRepository },
    ReadBusinessSettings,
    SaveBusinessSettings,
    SeedBusinessSettings,
    { provide: CurrentBusinessFacts, useClass: SettingsBusinessFacts },
    BusinessContentSet,
  ],
  exports: [ReadBusinessSettings, CurrentBusinessFacts, BusinessContentSet],
})
export class BusinessSettingsModule implements OnApplicationBootstrap {
  constructor(private readonly seed: SeedBusinessSettings) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seed.execute(seedBusinessSettings());
  }
}
