import { Injectable } from '@nestjs/common';

/**
 * Port: how many pieces of content show an image. An image is deleted only while nothing uses it (409 otherwise),
 * and the admin shows the count beside each image.
 */
export abstract class MediaUsage {
  abstract countUses(mediaId: string): Promise<number>;
}

/** One module's count of its rows naming an image (testimonials, case studies, page photos). */
type MediaUseCounter = (mediaId: string) => Promise<number>;

/**
 * The MediaUsage of the app: the sum of the counters other modules register (MediaModule exports this registry).
 * A module whose content names images registers a counter over its own rows when it starts, so the media module
 * never reads another module's tables and never imports one (the modules using images import it, not the other
 * way round). The foreign keys (on delete restrict) stay the last guard: a delete racing a new use fails as in use.
 */
@Injectable()
export class MediaUseRegistry extends MediaUsage {
  private readonly counters = new Map<string, MediaUseCounter>();

  /** `name` says whose counter it is; registering the same name again replaces it. */
  register(name: string, counter: MediaUseCounter): void {
    this.counters.set(name, counter);
  }

  async countUses(mediaId: string): Promise<number> {
    const counts = await Promise.all([...this.counters.values()].map((count) => count(mediaId)));
    return counts.reduce((sum, count) => sum + count, 0);
  }
}
