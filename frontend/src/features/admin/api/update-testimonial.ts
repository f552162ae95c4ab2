import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminTestimonial, TestimonialBody } from './api-types';
import { adminKeys } from './query-keys';

/** PATCH /api/admin/testimonials/{id}: only the fields sent change (publication included); public at once. */
function updateTestimonial({ id, body }: { id: string; body: Partial<TestimonialBody> }): Promise<AdminTestimonial> {
  return adminJson<AdminTestimonial>('PATCH', `/api/admin/testimonials/${encodeURIComponent(id)}`, body);
}

export function useUpdateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.testimonials }),
  });
}
