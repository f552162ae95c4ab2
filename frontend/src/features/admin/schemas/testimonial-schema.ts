import { type Language, TESTIMONIAL_FIELD_LIMITS, VALIDATION_MESSAGES } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import type { AdminTestimonial } from '../api/api-types';
import { fieldGuard, optionalText, photoField, requiredText } from './qa-fields';

/** The testimonial form (both languages); yields the body of POST/PATCH /api/admin/testimonials (publication aside). */
export function testimonialSchema(language: Language) {
  const L = TESTIMONIAL_FIELD_LIMITS;
  const ratingMessage = VALIDATION_MESSAGES[language].ratingInvalid;
  return z.object({
    name: requiredText(language, L.name),
    location: optionalText(language, L.location.max),
    rating: z.pipe(
      z.pipe(z.string().check(z.regex(/^\d$/, ratingMessage)), z.transform(Number)),
      z.number().check(z.minimum(L.rating.min, ratingMessage), z.maximum(L.rating.max, ratingMessage)),
    ),
    serviceEn: requiredText(language, L.service),
    serviceEs: requiredText(language, L.service),
    reviewEn: requiredText(language, L.review),
    reviewEs: requiredText(language, L.review),
    photoId: photoField(),
  });
}

export type TestimonialFormValues = z.input<ReturnType<typeof testimonialSchema>>;
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
