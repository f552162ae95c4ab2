import { useMutation } from '@tanstack/react-query';
import { sessionFromLogin } from '../utils/session-state';
import { adminJson } from './admin-request';
import { startSession } from './session-store';
import type { PasswordChangeBody, StaffTokenAnswer } from './staff-types';

/** POST /api/auth/password: every other session ends, and this one goes on with the new token of the answer. */
async function changePassword(body: PasswordChangeBody): Promise<void> {
  const answer = await adminJson<StaffTokenAnswer>('POST', '/api/auth/password', body);
  startSession(sessionFromLogin(answer, answer.user.email, Date.now()));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
