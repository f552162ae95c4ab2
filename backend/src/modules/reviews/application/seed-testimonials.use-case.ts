import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Testimonial } from '../domain/testimonial';
import { TestimonialRepository } from './testimonial-repository.port';

type SampleTestimonial = Omit<Testimonial, 'id' | 'isActive' | 'position' | 'createdAt' | 'updatedAt'> & { createdAt: string };

/** Development only, on a first start: loads the sample testimonials (published, newest first) when there are none. */
@Injectable()
export class SeedTestimonials {
  constructor(private readonly testimonials: TestimonialRepository) {}

  async execute(samples: SampleTestimonial[]): Promise<boolean> {
    if ((await this.testimonials.count()) > 0) return false;
    const oldestFirst = [...samples].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    for (const item of oldestFirst) {
      const createdAt = new Date(item.createdAt);
      await this.testimonials.insertFirst({ ...item, id: randomUUID(), isActive: true, position: 0, createdAt, updatedAt: createdAt });
    }
    return true;
  }
}
