import type { Language } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../shared/application/content-changes.port';
import { TtlCache } from '../../../shared/application/ttl-cache';
import { MediaPhotos, type PhotoView } from '../../media/application/media-photos';
import { TestimonialRepository } from './testimonial-repository.port';

interface TestimonialView {
  id: string;
  name: string;
  review: string;
  rating: number;
  service: string;
  location: string | null;
  /** The photo in the language asked, or null. */
  photo: PhotoView | null;
  isActive: boolean;
  createdAt: Date;
}

/** Published testimonials in their set order, in one language. */
@Injectable()
export class ListTestimonials {
  /**
   * The same 5 minutes browsers keep the answer; dropped at once when an admin changes a testimonial or an image
   * (its alternative text).
   */
  private readonly cache = new TtlCache<TestimonialView[]>(5 * 60_000, 4);

  constructor(
    private readonly testimonials: TestimonialRepository,
    private readonly photos: MediaPhotos,
    changes: ContentChanges,
  ) {
    changes.subscribe((area) => {
      if (area === 'testimonials' || area === 'media') this.cache.clear();
    });
  }

  execute(language: Language): Promise<TestimonialView[]> {
    return this.cache.getOrLoad(language, () => this.load(language));
  }

  private async load(language: Language): Promise<TestimonialView[]> {
    const testimonials = await this.testimonials.listActive();
    const photos = await this.photos.describe(
      testimonials.map((t) => t.photoId),
      language,
    );
    return testimonials.map((t) => ({
      id: t.id,
      name: t.name,
      review: t.review[language],
      rating: t.rating,
      service: t.service[language],
      location: t.location ?? null,
      photo: (t.photoId && photos.get(t.photoId)) || null,
      isActive: t.isActive,
      createdAt: t.createdAt,
    }));
  }
}
