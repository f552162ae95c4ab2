import { Injectable } from '@nestjs/common';
import { MediaUseRegistry } from '../../media/application/media-usage.port';
import { TestimonialRepository } from './testimonial-repository.port';

/** Tells the media library, when the app starts, how to count the testimonials showing an image. */
@Injectable()
export class TestimonialPhotoUses {
  constructor(registry: MediaUseRegistry, testimonials: TestimonialRepository) {
    registry.register('testimonials', (mediaId) => testimonials.countPhotoUses(mediaId));
  }
}
