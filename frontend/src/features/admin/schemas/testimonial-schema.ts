import { type Language, TESTIMONIAL_FIELD_LIMITS, testimonialSchema as testimonialEntity } from '@costa-sol/common';
import { entityFormSchema } from '../../../lib/entity-form-schema';
import type { z } from '../../../lib/zod';
import type { AdminTestimonial } from '../api/api-types';
import { ownerFormWords, photoIdOf, wholeNumberOf } from './owner-form-words';
import { fieldGuard } from './qa-fields';

export interface TestimonialFormValues {
  name: string;
  location: string;
  rating: string;
  serviceEn: string;
  serviceEs: string;
  reviewEn: string;
  reviewEs: string;
  photoId: string;
}

const L = TESTIMONIAL_FIELD_LIMITS;
const LIMITS = { name: L.name, location: L.location, serviceEn: L.service, serviceEs: L.service, reviewEn: L.review, reviewEs: L.review };

/** The testimonial form (both languages): common's testimonial schema; yields the body of POST/PATCH /api/admin/testimonials (publication aside). */
export function testimonialSchema(language: Language) {
  return entityFormSchema(
    testimonialEntity,
    language,
    (values: TestimonialFormValues) => ({ ...values, rating: wholeNumberOf(values.rating), photoId: photoIdOf(values.photoId) }),
    ownerFormWords(language, LIMITS),
  );
}

export type TestimonialRequest = z.output<ReturnType<typeof testimonialSchema>>;

export const TESTIMONIAL_DEFAULTS: TestimonialFormValues = {
  name: '',
  location: '',
  rating: '5',
  serviceEn: '',
  serviceEs: '',
  reviewEn: '',
  reviewEs: '',
  photoId: '',
};
export const isTestimonialField = fieldGuard(TESTIMONIAL_DEFAULTS);

export function testimonialFormValues(testimonial: AdminTestimonial): TestimonialFormValues {
  const { name, location, rating, serviceEn, serviceEs, reviewEn, reviewEs, photoId } = testimonial;
  return { name, location: location ?? '', rating: String(rating), serviceEn, serviceEs, reviewEn, reviewEs, photoId: photoId ?? '' };
}
