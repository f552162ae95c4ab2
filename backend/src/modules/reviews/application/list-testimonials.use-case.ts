import type { Language } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../shared/application/content-changes.port';
import { TtlCache } from '../../../shared/application/ttl-cache';
import { TestimonialRepository } from './testimonial-repository.port';

interface TestimonialView {
  id: string;
  name: string;
  review: string;
  rating: number;
  service: string;
  location: string | null;
  isActive: boolean;
  createdAt: Date;
}

/** Published testimonials in their set order, in one language. */
@Injectable()
export class ListTestimonials {
  /** The same 5 minutes browsers keep the answer; dropped at once when an admin changes a testimonial. */
  private readonly cache = new TtlCache<TestimonialView[]>(5 * 60_000, 4);

  constructor(
    private readonly testimonials: TestimonialRepository,
    changes: ContentChanges,
  ) {
    changes.subscribe((area) => {
      if (area === 'testimonials') this.cache.clear();
    });
  }

  execute(language: Language): Promise<TestimonialView[]> {
    return this.cache.getOrLoad(language, () => this.load(language));
  }

  private async load(language: Language): Promise<TestimonialView[]> {
    return (await this.testimonials.listActive()).map((t) => ({
      id: t.id,
      name: t.name,
      review: t.review[language],
      rating: t.rating,
      service: t.service[language],
      location: t.location ?? null,
      isActive: t.isActive,
      createdAt: t.createdAt,
    }));
  }
}
