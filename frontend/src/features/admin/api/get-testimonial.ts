import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminTestimonial } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

/** GET /api/admin/testimonials/{id}; 404 for an unknown one. */
function getTestimonial(id: string): Promise<AdminTestimonial> {
  return adminJson<AdminTestimonial>('GET', `/api/admin/testimonials/${encodeURIComponent(id)}`);
}

const testimonialQuery = (id: string) =>
  queryOptions({ queryKey: adminKeys.testimonial(id), queryFn: () => getTestimonial(id), staleTime: ADMIN_STALE_TIME });

export function useTestimonial(id: string): AdminTestimonial {
  return useSuspenseQuery(testimonialQuery(id)).data;
}
