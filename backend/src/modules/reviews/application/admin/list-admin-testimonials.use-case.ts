import { Injectable } from '@nestjs/common';
import type { Testimonial } from '../../domain/testimonial';
import { TestimonialRepository } from '../testimonial-repository.port';

/** Every testimonial, published or not, in the list's order. */
@Injectable()
export class ListAdminTestimonials {
  constructor(private readonly testimonials: TestimonialRepository) {}

  execute(): Promise<Testimonial[]> {
    return this.testimonials.listAll();
  }
}
