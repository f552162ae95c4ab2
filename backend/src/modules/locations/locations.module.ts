import { seedBusinessSettings } from '@costa-sol/common';
import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { RedirectsModule } from '../redirects/redirects.module';
import { CreateTown } from './application/admin/create-town.use-case';
import { GetTown } from './application/admin/get-town.use-case';
import { ListTowns } from './application/admin/list-towns.use-case';
import { UpdateTown } from './application/admin/update-town.use-case';
import { LocationDirectory } from './application/location-directory';
import { SeedTowns } from './application/seed-towns.use-case';
import { TownDirectoryRefresher } from './application/town-directory-refresher';
import { TownRepository } from './application/town-repository.port';
import { TownSlugFollowers } from './application/town-slug-followers';
import { CurrentTownSlug } from './application/current-town-slug';
import { ReplaceTownPages } from './application/admin/replace-town-pages.use-case';
import { townPageFacts } from './domain/location';
import { loadTownContent } from './infrastructure/content/load-town-content';
import { TownsContentSet } from './infrastructure/content/towns-content-set';
import { LocationsController } from './infrastructure/http/locations.controller';
import { TownsAdminController } from './infrastructure/http/towns-admin.controller';
import { PostgresTownRepository } from './infrastructure/persistence/postgres-town-repository';

@Module({
  imports: [RedirectsModule],
  controllers: [LocationsController, TownsAdminController],
  providers: [
    {
      provide: LocationDirectory,
      inject: [AppConfig],
      // The comarcas' and incentives' texts come from content/; the towns from the towns table and the service area
      // from the business settings, at start (below). A content file that breaks its schema stops the start with the
      // file, field and rule.
      useFactory: (config: AppConfig) => {
        const content = loadTownContent(config.contentDir);
        const facts = townPageFacts(seedBusinessSettings());
        return new LocationDirectory(content.towns, content.servicePages, content.texts, config.publicUrl, facts);
      },
    },
    { provide: TownRepository, useClass: PostgresTownRepository },
    SeedTowns,
    TownDirectoryRefresher,
    ListTowns,
    GetTown,
    CreateTown,
    UpdateTown,
    ReplaceTownPages,
    CurrentTownSlug,
    TownsContentSet,
    TownSlugFollowers,
  ],
  exports: [LocationDirectory, TownsContentSet, TownSlugFollowers, CurrentTownSlug],
})
export class LocationsModule implements OnApplicationBootstrap {
  constructor(
    private readonly seed: SeedTowns,
    private readonly refresher: TownDirectoryRefresher,
    private readonly config: AppConfig,
  ) {}

  /**
   * The towns (content/towns, town-pages) are loaded into the table on the very first start; admins edit them after.
   * The directory then takes the table and the business settings.
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.seed.execute(loadTownContent(this.config.contentDir));
    await this.refresher.reload();
  }
}
