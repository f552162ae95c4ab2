import type { Testimonial } from '../domain/testimonial';

/** Port: testimonials, listed in their set order (position, then newest first). */
export abstract class TestimonialRepository {
  /** Published testimonials only. */
  abstract listActive(): Promise<Testimonial[]>;
  abstract listAll(): Promise<Testimonial[]>;
  abstract find(id: string): Promise<Testimonial | undefined>;
  abstract count(): Promise<number>;
  /** How many testimonials show this image (published or not). */
  abstract countPhotoUses(mediaId: string): Promise<number>;
  /** Adds it first in the list (the others move down one), in one transaction. */
  abstract insertFirst(testimonial: Testimonial): Promise<void>;
  abstract update(testimonial: Testimonial): Promise<void>;
  abstract delete(id: string): Promise<void>;
  /** Numbers the list 0, 1, 2… in the order `change` makes of the current one, in one transaction. */
  abstract reorder(change: (ids: string[]) => string[]): Promise<void>;
}
