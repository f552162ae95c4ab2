import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminPage } from './api-types';
import { adminKeys } from './query-keys';

/** POST /api/admin/qa/pages/{id}/unpublish: the public page answers 404 at once. */
function unpublishPage(id: string): Promise<AdminPage> {
  return adminJson<AdminPage>('POST', `/api/admin/qa/pages/${encodeURIComponent(id)}/unpublish`);
}

export function useUnpublishPage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unpublishPage, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.qa }) });
}
