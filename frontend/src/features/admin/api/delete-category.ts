import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-request';
import { adminKeys } from './query-keys';

/** DELETE /api/admin/qa/categories/{id}; 409 (QA.CATEGORY_NOT_EMPTY) while the category still has pages. */
async function deleteCategory(id: string): Promise<void> {
  await adminFetch('DELETE', `/api/admin/qa/categories/${encodeURIComponent(id)}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.qa }) });
}
