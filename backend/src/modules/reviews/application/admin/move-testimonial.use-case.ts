import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { placeAt } from '../../../../shared/domain/list-order';
import type { Testimonial } from '../../domain/testimonial';
import { TestimonialNotFoundError } from '../../domain/testimonial.errors';
import { TestimonialRepository } from '../testimonial-repository.port';

/** Puts a testimonial at a place in the list (0 is first); answers the whole list in its new order. */
@Injectable()
export class MoveTestimonial {
  constructor(
    private readonly testimonials: TestimonialRepository,
    private readonly changes: ContentChanges,
  ) {}

  async execute(id: string, position: number): Promise<Testimonial[]> {
    if (!(await this.testimonials.find(id))) throw new TestimonialNotFoundError();
    await this.testimonials.reorder((ids) => placeAt(ids, id, position));
    this.changes.notify('testimonials');
    return this.testimonials.listAll();
  }
}
