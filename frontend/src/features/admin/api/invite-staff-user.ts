import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import { adminKeys } from './query-keys';
import type { StaffUser, StaffUserInviteBody } from './staff-types';

/** POST /api/admin/users (201): the account is created as invited and the invitation e-mailed; 409 when the e-mail is in use. */
function inviteStaffUser(body: StaffUserInviteBody): Promise<StaffUser> {
  return adminJson<StaffUser>('POST', '/api/admin/users', body);
}

export function useInviteStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteStaffUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }) });
}
