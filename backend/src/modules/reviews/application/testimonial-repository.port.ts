import type { Testimonial } from '../domain/testimonial';

export abstract class TestimonialRepository {
  /** Active testimonials, newest first. */
  abstract listActive(): Promise<Testimonial[]>;
  abstract count(): Promise<number>;
  abstract insert(testimonial: Testimonial): Promise<void>;
}
