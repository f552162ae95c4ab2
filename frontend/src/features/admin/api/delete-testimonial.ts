import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-request';
import { adminKeys } from './query-keys';

/** DELETE /api/admin/testimonials/{id}. */
async function deleteTestimonial(id: string): Promise<void> {
  await adminFetch('DELETE', `/api/admin/testimonials/${encodeURIComponent(id)}`);
}

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.testimonials }),
  });
}
