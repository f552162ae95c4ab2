import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../shared/application/clock.port';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { OrderedPublishableCollection } from '../../../../shared/application/publishable-collection';
import type { Testimonial } from '../../domain/testimonial';
import { TestimonialNotFoundError } from '../../domain/testimonial.errors';
import { TestimonialRepository } from '../testimonial-repository.port';

/** Publish, unpublish, move and delete of testimonials; the home page and its structured data are rendered again. */
@Injectable()
export class TestimonialCollection extends OrderedPublishableCollection<Testimonial> {
  constructor(testimonials: TestimonialRepository, changes: ContentChanges, clock: Clock) {
    super(
      testimonials,
      changes,
      {
        area: 'testimonials',
        notFound: () => new TestimonialNotFoundError(),
        withPublished: (testimonial, isActive, updatedAt) => ({ ...testimonial, isActive, updatedAt }),
      },
      clock,
    );
  }
}
