import { Injectable } from '@nestjs/common';
import type { Testimonial } from '../../domain/testimonial';
import { TestimonialNotFoundError } from '../../domain/testimonial.errors';
import { TestimonialRepository } from '../testimonial-repository.port';

@Injectable()
export class GetTestimonial {
  constructor(private readonly testimonials: TestimonialRepository) {}

  async execute(id: string): Promise<Testimonial> {
    const testimonial = await this.testimonials.find(id);
    if (!testimonial) throw new TestimonialNotFoundError();
    return testimonial;
  }
}
