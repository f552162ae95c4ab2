import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-request';
import { adminKeys } from './query-keys';

/** DELETE /api/auth/sessions/{id} (204): that session of the signed-in user ends (its device must sign in again). */
async function endSession(id: string): Promise<void> {
  await adminFetch('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endSession, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.sessions }) });
}
