import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { adminFetch, adminJson } from './admin-request';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';
import type { StaffUser, StaffUserInviteBody, StaffUserUpdateBody } from './staff-types';

/** GET /api/admin/users (owner): everyone who works in the admin, invited and disabled too. */
function getStaffUsers(): Promise<StaffUser[]> {
  return adminJson<StaffUser[]>('GET', '/api/admin/users');
}

const staffUsersQuery = () => queryOptions({ queryKey: adminKeys.users, queryFn: getStaffUsers, staleTime: ADMIN_STALE_TIME });

export function useStaffUsers(): StaffUser[] {
  return useSuspenseQuery(staffUsersQuery()).data;
}

/** POST /api/admin/users (201): the account is created as invited and the invitation e-mailed; 409 when the e-mail is in use. */
function inviteStaffUser(body: StaffUserInviteBody): Promise<StaffUser> {
  return adminJson<StaffUser>('POST', '/api/admin/users', body);
}

/** PATCH /api/admin/users/{id}; 409 when it would leave no active owner. */
function updateStaffUser({ id, body }: { id: string; body: StaffUserUpdateBody }): Promise<StaffUser> {
  return adminJson<StaffUser>('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, body);
}

/** POST /api/admin/users/{id}/invitation (202): a new invitation link, the old one no longer works. */
async function resendInvitation(id: string): Promise<void> {
  await adminFetch('POST', `/api/admin/users/${encodeURIComponent(id)}/invitation`);
}

function useUsersMutation<A, R>(mutationFn: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }) });
}

export const useInviteStaffUser = () => useUsersMutation(inviteStaffUser);
export const useUpdateStaffUser = () => useUsersMutation(updateStaffUser);
export const useResendInvitation = () => useUsersMutation(resendInvitation);
