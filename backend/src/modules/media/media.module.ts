import { Module } from '@nestjs/common';
import { DeleteMedia } from './application/delete-media.use-case';
import { GetMediaVariant } from './application/get-media-variant.use-case';
import { ImageProcessor } from './application/image-processor.port';
import { ListMedia } from './application/list-media.use-case';
import { MediaRepository } from './application/media-repository.port';
import { MediaUsage, MediaUseRegistry } from './application/media-usage.port';
import { MediaPhotos } from './application/media-photos';
import { MediaVariantCache } from './application/media-variant-cache';
import { UpdateMediaAlt } from './application/update-media-alt.use-case';
import { UploadMedia } from './application/upload-media.use-case';
import { MediaAdminController } from './infrastructure/http/media-admin.controller';
import { MediaPublicController } from './infrastructure/http/media-public.controller';
import { SharpImageProcessor } from './infrastructure/image/sharp-image-processor';
import { PostgresMediaRepository } from './infrastructure/persistence/postgres-media-repository';

/** The media library: images in PostgreSQL, their variants made once and served at /media/<id>/<width>.<format>. */
@Module({
  controllers: [MediaAdminController, MediaPublicController],
  providers: [
    { provide: MediaRepository, useClass: PostgresMediaRepository },
    { provide: ImageProcessor, useClass: SharpImageProcessor },
    MediaUseRegistry,
    { provide: MediaUsage, useExisting: MediaUseRegistry },
    MediaPhotos,
    ListMedia,
    UploadMedia,
    UpdateMediaAlt,
    DeleteMedia,
    GetMediaVariant,
    MediaVariantCache,
  ],
  // For the modules whose content shows images: MediaPhotos to check and describe them, the registry to count uses.
  exports: [MediaPhotos, MediaUseRegistry],
})
export class MediaModule {}
