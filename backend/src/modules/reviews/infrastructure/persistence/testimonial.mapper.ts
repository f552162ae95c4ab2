import type { Testimonial } from '../../domain/testimonial';
import type { TestimonialEntity } from './testimonial.entity';

/* Between the testimonial and its row: `toRow` for writing, `fromRow` for reading (as qa.mapper.ts). */

export function fromTestimonialRow(row: TestimonialEntity): Testimonial {
  return {
    id: row.id,
    name: row.name,
    review: { en: row.reviewEn, es: row.reviewEs },
    rating: row.rating,
    service: { en: row.serviceEn, es: row.serviceEs },
    location: row.location ?? undefined,
    photoId: row.photoId ?? undefined,
    isActive: row.isActive,
    position: row.position,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toTestimonialRow(t: Testimonial) {
  return {
    id: t.id,
    name: t.name,
    reviewEn: t.review.en,
    reviewEs: t.review.es,
    rating: t.rating,
    serviceEn: t.service.en,
    serviceEs: t.service.es,
    location: t.location ?? null,
    photoId: t.photoId ?? null,
    isActive: t.isActive,
    position: t.position,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}
