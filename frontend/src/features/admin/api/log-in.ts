import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionFromLogin } from '../utils/session-state';
import type { LoginBody, TokenAnswer } from './api-types';
import { startSession } from './session-store';
import { chooseAdminLanguage } from '../utils/admin-language';

/**
 * POST /api/auth/login; on success the session starts (token kept in sessionStorage) and the admin speaks the
 * account's language. Rejects with an ApiError.
 */
async function logIn(body: LoginBody): Promise<void> {
  const response = await apiRequest('POST', '/api/auth/login', body);
  const answer = (await response.json()) as TokenAnswer;
  startSession(sessionFromLogin(answer, body.email.trim().toLowerCase(), Date.now()));
  chooseAdminLanguage(answer.user.language);
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
