import { Module } from '@nestjs/common';
import { ArticlesModule } from '../articles/articles.module';
import { BookingsModule } from '../bookings/bookings.module';
import { CaseStudiesModule } from '../case-studies/case-studies.module';
import { LocationDirectory } from '../locations/application/location-directory';
import { LocationsModule } from '../locations/locations.module';
import { PagePhotosModule } from '../page-photos/page-photos.module';
import { PriceGuidesModule } from '../price-guides/price-guides.module';
import { QaModule } from '../qa/qa.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { SitePageData } from './site-page-data';
import { SitemapController } from './sitemap.controller';
import { SitemapExtraPages } from './sitemap-extra-pages.port';

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
  imports: [
    ArticlesModule,
    BookingsModule,
    QaModule,
    LocationsModule,
    ReviewsModule,
    CaseStudiesModule,
    PagePhotosModule,
    PriceGuidesModule,
  ],
  controllers: [SitemapController],
  providers: [
    SitePageData,
    { provide: SitemapExtraPages, inject: [LocationDirectory], useFactory: (directory: LocationDirectory) => new TownPages(directory) },
  ],
  exports: [SitePageData],
})
export class SiteModule {}
