import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-request';
import { adminKeys } from './query-keys';

/** POST /api/admin/users/{id}/second-factor/reset (owner, 204): clears another user's two-step sign-in (a lost phone). */
async function resetSecondFactor(id: string): Promise<void> {
  await adminFetch('POST', `/api/admin/users/${encodeURIComponent(id)}/second-factor/reset`);
}

export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetSecondFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }) });
}
