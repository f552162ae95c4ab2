import { Injectable } from '@nestjs/common';
import { MediaUseRegistry } from '../../media/application/media-usage.port';
import { PagePhotoRepository } from './page-photo-repository.port';

/** Tells the media library, when the app starts, how to count the pages showing an image. */
@Injectable()
export class PagePhotoUses {
  constructor(registry: MediaUseRegistry, pagePhotos: PagePhotoRepository) {
    registry.register('page-photos', (mediaId) => pagePhotos.countUses(mediaId));
  }
}
