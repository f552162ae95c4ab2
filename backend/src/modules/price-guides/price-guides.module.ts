import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { ListAdminPriceGuides } from './application/list-admin-price-guides.use-case';
import { ListPriceGuides } from './application/list-price-guides.use-case';
import { PriceGuideRepository } from './application/price-guide-repository.port';
import { RemovePriceGuide } from './application/remove-price-guide.use-case';
import { SeedPriceGuides } from './application/seed-price-guides.use-case';
import { SetPriceGuide } from './application/set-price-guide.use-case';
import { loadSamplePriceGuides } from './infrastructure/content/load-sample-price-guides';
import { PriceGuidesAdminController } from './infrastructure/http/price-guides-admin.controller';
import { PriceGuidesController } from './infrastructure/http/price-guides.controller';
import { PostgresPriceGuideRepository } from './infrastructure/persistence/postgres-price-guide-repository';

/** The "from €X" price guide of each service page, set by the owner (issue 27). */
@Module({
  controllers: [PriceGuidesController, PriceGuidesAdminController],
  providers: [
    { provide: PriceGuideRepository, useClass: PostgresPriceGuideRepository },
    ListPriceGuides,
    ListAdminPriceGuides,
    SetPriceGuide,
    RemovePriceGuide,
    SeedPriceGuides,
  ],
  exports: [ListPriceGuides],
})
export class PriceGuidesModule implements OnApplicationBootstrap {
  constructor(
    private readonly seed: SeedPriceGuides,
    private readonly config: AppConfig,
  ) {}

  /** The sample prices are invented: development and tests only; production starts with none. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.production) await this.seed.execute(loadSamplePriceGuides(this.config.contentDir));
  }
}
