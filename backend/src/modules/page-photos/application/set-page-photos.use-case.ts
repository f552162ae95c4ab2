import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../shared/application/content-changes.port';
import { MediaPhotos } from '../../media/application/media-photos';
import { type PageKey, photoOrder } from '../domain/page-photos';
import { PagePhotoRepository } from './page-photo-repository.port';

/** Sets a page's photos (images of the library, in order; none empties the gallery); the page is rendered again. */
@Injectable()
export class SetPagePhotos {
  constructor(
    private readonly pagePhotos: PagePhotoRepository,
    private readonly photos: MediaPhotos,
    private readonly changes: ContentChanges,
  ) {}

  async execute(page: PageKey, mediaIds: readonly string[]): Promise<string[]> {
    const ordered = photoOrder(mediaIds);
    await this.photos.check(Object.fromEntries(ordered.map((id, index) => [`mediaIds.${index}`, id])));
    await this.pagePhotos.replace(page, ordered);
    this.changes.notify('page-photos');
    return ordered;
  }
}
