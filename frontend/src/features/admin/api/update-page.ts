import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminPage, PageBody } from './api-types';
import { adminKeys } from './query-keys';

/** PATCH /api/admin/qa/pages/{id} (only the fields sent change); 409 with fieldErrors.slug when taken. */
function updatePage({ id, body }: { id: string; body: Partial<PageBody> }): Promise<AdminPage> {
  return adminJson<AdminPage>('PATCH', `/api/admin/qa/pages/${encodeURIComponent(id)}`, body);
}

export function useUpdatePage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePage, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.qa }) });
}
