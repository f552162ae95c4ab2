import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TokenPasswordBody } from './staff-types';

/** POST /api/auth/password-reset/complete (204); 410 when the link was used or has expired. */
async function completePasswordReset(body: TokenPasswordBody): Promise<void> {
  await apiRequest('POST', '/api/auth/password-reset/complete', body);
}

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset });
}
