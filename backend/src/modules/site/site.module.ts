import { Module } from '@nestjs/common';
import { LocationDirectory } from '../locations/application/location-directory';
import { LocationsModule } from '../locations/locations.module';
import { QaModule } from '../qa/qa.module';
import { SitemapController } from './sitemap.controller';
import { SitemapExtraPages } from './sitemap-extra-pages';

/** Every town page and sub-page joins the sitemap. */
class TownPages extends SitemapExtraPages {
  constructor(private readonly directory: LocationDirectory) {
    super();
  }

  pairs() {
    return this.directory.pathPairs();
  }
}

@Module({
  imports: [QaModule, LocationsModule],
  controllers: [SitemapController],
  providers: [{ provide: SitemapExtraPages, inject: [LocationDirectory], useFactory: (directory: LocationDirectory) => new TownPages(directory) }],
})
export class SiteModule {}
