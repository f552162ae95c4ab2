import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { MediaPhotos } from '../../../media/application/media-photos';
import type { Testimonial } from '../../domain/testimonial';
import { TestimonialRepository } from '../testimonial-repository.port';
import type { TestimonialInput } from './testimonial-inputs';
import { Clock } from '../../../../shared/application/clock.port';

/** A new testimonial goes first in the list (a draft unless isActive). */
@Injectable()
export class CreateTestimonial {
  constructor(
    private readonly testimonials: TestimonialRepository,
    private readonly changes: ContentChanges,
    private readonly photos: MediaPhotos,
    private readonly clock: Clock,
  ) {}

  async execute(input: TestimonialInput): Promise<Testimonial> {
    await this.photos.check({ photoId: input.photoId });
    const now = this.clock.now();
    const testimonial: Testimonial = { id: randomUUID(), ...input, position: 0, createdAt: now, updatedAt: now };
    await this.testimonials.insertFirst(testimonial);
    // Rendered pages showing testimonials (the home page and its structured data) are rebuilt.
    this.changes.notify('testimonials');
    return testimonial;
  }
}
