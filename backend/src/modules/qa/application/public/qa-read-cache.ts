import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { TtlCache } from '../../../../shared/application/ttl-cache';

/**
 * Public Q&A reads, kept until an admin changes the Q&A or the business settings its answers quote (or for 10 minutes,
 * for other instances' edits).
 */
@Injectable()
export class QaReadCache {
  private readonly cache = new TtlCache<unknown>(10 * 60_000, 2000);

  constructor(changes: ContentChanges) {
    changes.subscribe((area) => {
      if (area === 'qa' || area === 'business-settings') this.cache.clear();
    });
  }

  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.getOrLoad(key, load) as Promise<T>;
  }
}
