import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminTestimonial, TestimonialBody } from './api-types';
import { adminKeys } from './query-keys';

/** POST /api/admin/testimonials: first in the list, a draft unless isPublished; 400 with fieldErrors. */
function createTestimonial(body: TestimonialBody): Promise<AdminTestimonial> {
  return adminJson<AdminTestimonial>('POST', '/api/admin/testimonials', body);
}

export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.testimonials }),
  });
}
