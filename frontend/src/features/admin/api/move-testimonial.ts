import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminTestimonial, ListOf } from './api-types';
import { adminKeys } from './query-keys';

/** PATCH /api/admin/testimonials/{id}/position: to that place (0 first); answers the list in its new order. */
async function moveTestimonial({ id, position }: { id: string; position: number }): Promise<AdminTestimonial[]> {
  return (await adminJson<ListOf<AdminTestimonial>>('PATCH', `/api/admin/testimonials/${encodeURIComponent(id)}/position`, { position }))
    .data;
}

export function useMoveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveTestimonial,
    onSuccess: async (list) => {
      queryClient.setQueryData(adminKeys.testimonials, list);
      await queryClient.invalidateQueries({ queryKey: adminKeys.testimonials });
    },
  });
}
