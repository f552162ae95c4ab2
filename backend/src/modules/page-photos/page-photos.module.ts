import { Module } from '@nestjs/common';
import { LocationsModule } from '../locations/locations.module';
import { MediaModule } from '../media/media.module';
import { GetPagePhotoIds } from './application/get-page-photo-ids.use-case';
import { ListPagePhotos } from './application/list-page-photos.use-case';
import { PagePhotoRepository } from './application/page-photo-repository.port';
import { PagePhotoUses } from './application/page-photo-uses';
import { PhotosFollowTownSlugs } from './application/photos-follow-town-slugs';
import { SetPagePhotos } from './application/set-page-photos.use-case';
import { TownPhotoPages } from './application/town-photo-pages';
import { PagePhotosAdminController } from './infrastructure/http/page-photos-admin.controller';
import { PagePhotosController } from './infrastructure/http/page-photos.controller';
import { SitePagePhotosAdminController } from './infrastructure/http/site-page-photos-admin.controller';
import { PostgresPagePhotoRepository } from './infrastructure/persistence/postgres-page-photo-repository';

/** Photos of the media library chosen for public pages: the home hero, contact, service, manufacturer, guide and town pages. */
@Module({
  imports: [MediaModule, LocationsModule],
  controllers: [PagePhotosController, PagePhotosAdminController, SitePagePhotosAdminController],
  providers: [
    { provide: PagePhotoRepository, useClass: PostgresPagePhotoRepository },
    TownPhotoPages,
    GetPagePhotoIds,
    SetPagePhotos,
    ListPagePhotos,
    PagePhotoUses,
    PhotosFollowTownSlugs,
  ],
  exports: [ListPagePhotos, TownPhotoPages],
})
export class PagePhotosModule {}
