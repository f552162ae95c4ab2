import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminCategory, CategoryBody } from './api-types';
import { adminKeys } from './query-keys';

/** POST /api/admin/qa/categories; 400 with fieldErrors, or 409 with fieldErrors.slug when the slug is taken. */
function createCategory(body: CategoryBody): Promise<AdminCategory> {
  return adminJson<AdminCategory>('POST', '/api/admin/qa/categories', body);
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCategory, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.qa }) });
}
