import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys';
import { endSession } from './session-store';

/**
 * POST /api/auth/logout (204, no Bearer needed): the server ends this browser's session and clears the refresh
 * cookie. The session ends here whatever the answer (offline, say): the server's idle limit ends the rest.
 */
async function logOut(): Promise<void> {
  try {
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' });
  } catch {
    // Unreachable server: signing out here still works.
  }
  endSession('signed-out');
}

export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logOut, onSettled: () => queryClient.removeQueries({ queryKey: adminKeys.all }) });
}
