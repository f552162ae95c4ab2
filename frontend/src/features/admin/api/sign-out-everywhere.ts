import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-request';
import { adminKeys } from './query-keys';
import { endSession } from './session-store';

/** POST /api/auth/sign-out-everywhere (204): every session of the user ends, this one too. */
async function signOutEverywhere(): Promise<void> {
  await adminFetch('POST', '/api/auth/sign-out-everywhere');
  endSession('signed-out');
}

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOutEverywhere, onSuccess: () => queryClient.removeQueries({ queryKey: adminKeys.all }) });
}
