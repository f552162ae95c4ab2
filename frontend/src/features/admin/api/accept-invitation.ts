import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chooseAdminLanguage } from '../utils/admin-language';
import { sessionFromLogin } from '../utils/session-state';
import { startSession } from './session-store';
import type { StaffTokenAnswer, TokenPasswordBody } from './staff-types';

/** POST /api/auth/invitation/accept: the password is set, the person is signed in, and the admin speaks their language. */
async function acceptInvitation(body: TokenPasswordBody): Promise<void> {
  const answer = (await (await apiRequest('POST', '/api/auth/invitation/accept', body)).json()) as StaffTokenAnswer;
  startSession(sessionFromLogin(answer, answer.user.email, Date.now()));
  chooseAdminLanguage(answer.user.language);
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
