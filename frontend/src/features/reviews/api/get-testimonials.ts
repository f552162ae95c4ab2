import type { ApiSchema, Language } from '@costa-sol/common';
import { useSiteData } from '../../../lib/site-data';

/** One item of GET /api/testimonials: active only, newest first. */
export type Testimonial = ApiSchema<'TestimonialDto'>;

/** Suspends until the testimonials are read, so the server renders them into the page. */
export function useTestimonials(language: Language): Testimonial[] {
  return useSiteData(`testimonials:${language}`, (data) => data.testimonials(language)).data;
}
