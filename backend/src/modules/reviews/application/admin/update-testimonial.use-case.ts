import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { MediaPhotos } from '../../../media/application/media-photos';
import type { Testimonial } from '../../domain/testimonial';
import { TestimonialNotFoundError } from '../../domain/testimonial.errors';
import { TestimonialRepository } from '../testimonial-repository.port';
import type { TestimonialChanges } from './testimonial-inputs';
import { Clock } from '../../../../shared/application/clock.port';

/** Edits a testimonial, publishing and unpublishing included (isActive). */
@Injectable()
export class UpdateTestimonial {
  constructor(
    private readonly testimonials: TestimonialRepository,
    private readonly changes: ContentChanges,
    private readonly photos: MediaPhotos,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, changes: TestimonialChanges): Promise<Testimonial> {
    const current = await this.testimonials.find(id);
    if (!current) throw new TestimonialNotFoundError();
    await this.photos.check({ photoId: changes.photoId });
    const location = changes.location === undefined ? current.location : (changes.location ?? undefined);
    const photoId = changes.photoId === undefined ? current.photoId : (changes.photoId ?? undefined);
    const updated: Testimonial = {
      ...current,
      name: changes.name ?? current.name,
      review: { ...current.review, ...changes.review },
      rating: changes.rating ?? current.rating,
      service: { ...current.service, ...changes.service },
      location,
      photoId,
      isActive: changes.isActive ?? current.isActive,
      updatedAt: this.clock.now(),
    };
    await this.testimonials.update(updated);
    this.changes.notify('testimonials');
    return updated;
  }
}
