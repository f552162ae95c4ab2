import { CONTENT_CACHE, type Language } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

/** One item of GET /api/testimonials: active only, newest first. */
export type Testimonial = ApiSchema<'TestimonialDto'>;
export type TestimonialList = ApiSchema<'TestimonialListDto'>;

/** Fresh 5 minutes, kept 10 (spec section 7). */
export const testimonialsQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['/api/testimonials', { lang }] as const,
    queryFn: getQueryFn<TestimonialList>(),
    staleTime: CONTENT_CACHE.staleMs,
    gcTime: CONTENT_CACHE.gcMs,
  });

/** Suspends until the testimonials are there, so server rendering waits for them. */
export function useTestimonials(lang: Language): Testimonial[] {
  return useSuspenseQuery(testimonialsQuery(lang)).data?.data ?? [];
}
