import { useMutation } from '@tanstack/react-query';
import { adminFetch } from './admin-request';

/** POST /api/admin/users/{id}/invitation (202): a new invitation e-mail with a new link. */
async function resendInvitation(id: string): Promise<void> {
  await adminFetch('POST', `/api/admin/users/${encodeURIComponent(id)}/invitation`);
}

export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}
