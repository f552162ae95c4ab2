import type { Language } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../shared/application/content-changes.port';
import { TtlCache } from '../../../shared/application/ttl-cache';
import { MediaPhotos, type PhotoView } from '../../media/application/media-photos';
import type { PageKey } from '../domain/page-photos';
import { PagePhotoRepository } from './page-photo-repository.port';

/** A page's photos for visitors, in order, in one language (an empty list: the page shows no gallery). */
@Injectable()
export class ListPagePhotos {
  /** Dropped at once when an admin changes a page's photos or an image (its alternative text). */
  private readonly cache = new TtlCache<PhotoView[]>(5 * 60_000, 500);

  constructor(
    private readonly pagePhotos: PagePhotoRepository,
    private readonly photos: MediaPhotos,
    changes: ContentChanges,
  ) {
    changes.subscribe((area) => {
      if (area === 'page-photos' || area === 'media') this.cache.clear();
    });
  }

  execute(page: PageKey, language: Language): Promise<PhotoView[]> {
    return this.cache.getOrLoad(`${page}|${language}`, () => this.load(page, language));
  }

  private async load(page: PageKey, language: Language): Promise<PhotoView[]> {
    const ids = await this.pagePhotos.list(page);
    const photos = await this.photos.describe(ids, language);
    return ids.flatMap((id) => photos.get(id) ?? []);
  }
}
