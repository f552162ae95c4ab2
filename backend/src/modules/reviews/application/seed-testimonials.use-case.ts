import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Testimonial } from '../domain/testimonial';
import { TestimonialRepository } from './testimonial-repository.port';

type TestimonialSeed = Omit<Testimonial, 'id' | 'isActive' | 'createdAt'> & { createdAt: string };

/** First start only: loads the seed testimonials when there are none. */
@Injectable()
export class SeedTestimonials {
  constructor(private readonly testimonials: TestimonialRepository) {}

  async execute(seed: TestimonialSeed[]): Promise<boolean> {
    if ((await this.testimonials.count()) > 0) return false;
    for (const item of seed) {
      await this.testimonials.insert({ ...item, id: randomUUID(), isActive: true, createdAt: new Date(item.createdAt) });
    }
    return true;
  }
}
