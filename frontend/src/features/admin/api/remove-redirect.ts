import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-request';
import { adminKeys } from './query-keys';

/** DELETE /api/admin/redirects/{id} (owner, office): the old path is served like every other path again. */
async function removeRedirect(id: string): Promise<void> {
  await adminFetch('DELETE', `/api/admin/redirects/${encodeURIComponent(id)}`);
}

export function useRemoveRedirect() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeRedirect, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.redirects }) });
}
