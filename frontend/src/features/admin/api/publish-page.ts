import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminPage } from './api-types';
import { adminKeys } from './query-keys';

/** POST /api/admin/qa/pages/{id}/publish: the page is public at once (no rebuild). */
function publishPage(id: string): Promise<AdminPage> {
  return adminJson<AdminPage>('POST', `/api/admin/qa/pages/${encodeURIComponent(id)}/publish`);
}

export function usePublishPage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishPage, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.qa }) });
}
