import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../shared/application/content-changes.port';
import { TtlCache } from '../../../shared/application/ttl-cache';

export interface MediaVariant {
  bytes: Buffer;
  contentType: 'image/avif' | 'image/webp';
  /** A strong validator of the bytes. */
  etag: string;
}

/**
 * The variants served lately, kept in memory in front of the database: at most 200 (about 40 MB at 1920 pixels),
 * for an hour, the oldest dropped first. Cleared when an image is deleted on any instance.
 */
@Injectable()
export class MediaVariantCache {
  private readonly cache = new TtlCache<MediaVariant>(60 * 60_000, 200);

  constructor(changes: ContentChanges) {
    changes.subscribe((area) => {
      if (area === 'media') this.cache.clear();
    });
  }

  getOrLoad(key: string, load: () => Promise<MediaVariant>): Promise<MediaVariant> {
    return this.cache.getOrLoad(key, load);
  }
}
