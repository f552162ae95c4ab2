import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-request';
import { adminKeys } from './query-keys';
import type { PasswordConfirmationDto } from './session-types';

/**
 * POST /api/auth/second-factor/disable (204), confirmed with the password: 400 fieldErrors.password when wrong;
 * 409 AUTH.SECOND_FACTOR_KEPT for an owner while the security settings require it.
 */
async function disableSecondFactor(body: PasswordConfirmationDto): Promise<void> {
  await adminFetch('POST', '/api/auth/second-factor/disable', body);
}

export function useDisableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableSecondFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.me }) });
}
