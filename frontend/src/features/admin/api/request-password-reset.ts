import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MessageAnswer, PasswordResetRequestBody } from './staff-types';

/** POST /api/auth/password-reset (202): the same answer whether or not the address has an account. */
async function requestPasswordReset(body: PasswordResetRequestBody): Promise<MessageAnswer> {
  return (await (await apiRequest('POST', '/api/auth/password-reset', body)).json()) as MessageAnswer;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
