import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { TestimonialNotFoundError } from '../../domain/testimonial.errors';
import { TestimonialRepository } from '../testimonial-repository.port';

@Injectable()
export class DeleteTestimonial {
  constructor(
    private readonly testimonials: TestimonialRepository,
    private readonly changes: ContentChanges,
  ) {}

  async execute(id: string): Promise<void> {
    if (!(await this.testimonials.find(id))) throw new TestimonialNotFoundError();
    await this.testimonials.delete(id);
    this.changes.notify('testimonials');
  }
}
