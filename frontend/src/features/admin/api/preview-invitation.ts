import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { InvitationPreview } from './staff-types';

/** POST /api/auth/invitation/preview: whom the invitation is for; 410 when it was used or has expired. */
async function previewInvitation(token: string): Promise<InvitationPreview> {
  return (await (await apiRequest('POST', '/api/auth/invitation/preview', { token })).json()) as InvitationPreview;
}

/** Not cached under 'admin' (there is no session yet) nor retried: a 410 is an answer, not a glitch. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => previewInvitation(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}
