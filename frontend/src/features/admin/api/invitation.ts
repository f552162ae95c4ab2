import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chooseAdminLanguage } from '../utils/admin-language';
import { sessionFromLogin } from '../utils/session-state';
import { startSession } from './session-store';
import type { InvitationPreview, StaffTokenAnswer, TokenPasswordBody } from './staff-types';

/** POST /api/auth/invitation/preview: whom the invitation is for; 410 when it was used or has expired. */
async function previewInvitation(token: string): Promise<InvitationPreview> {
  return (await (await apiRequest('POST', '/api/auth/invitation/preview', { token })).json()) as InvitationPreview;
}

/** Not cached under 'admin' (no session yet) nor retried: a 410 is an answer, not a glitch. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => previewInvitation(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/auth/invitation/accept: the password is set, the person is signed in, and the admin speaks their language. */
async function acceptInvitation(body: TokenPasswordBody): Promise<StaffTokenAnswer> {
  const answer = (await (await apiRequest('POST', '/api/auth/invitation/accept', body)).json()) as StaffTokenAnswer;
  startSession(sessionFromLogin(answer, answer.user.email, Date.now()));
  chooseAdminLanguage(answer.user.language);
  return answer;
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
