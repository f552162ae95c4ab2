import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminCategory, CategoryBody } from './api-types';
import { adminKeys } from './query-keys';

/** PATCH /api/admin/qa/categories/{id} (only the fields sent change); 409 with fieldErrors.slug when taken. */
function updateCategory({ id, body }: { id: string; body: Partial<CategoryBody> }): Promise<AdminCategory> {
  return adminJson<AdminCategory>('PATCH', `/api/admin/qa/categories/${encodeURIComponent(id)}`, body);
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCategory, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.qa }) });
}
