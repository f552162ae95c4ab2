import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminTestimonial, ListOf } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

/** GET /api/admin/testimonials: all of them, published and drafts, in their order (position 0 first). */
async function getTestimonials(): Promise<AdminTestimonial[]> {
  return (await adminJson<ListOf<AdminTestimonial>>('GET', '/api/admin/testimonials')).data;
}

const testimonialsQuery = () => queryOptions({ queryKey: adminKeys.testimonials, queryFn: getTestimonials, staleTime: ADMIN_STALE_TIME });

export function useTestimonials(): AdminTestimonial[] {
  return useSuspenseQuery(testimonialsQuery()).data;
}
