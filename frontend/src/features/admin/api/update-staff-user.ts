import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import { adminKeys } from './query-keys';
import type { StaffUser, StaffUserUpdateBody } from './staff-types';

/** PATCH /api/admin/users/{id} (name, role, language, disabled); 409 when it would leave no active owner. */
function updateStaffUser({ id, body }: { id: string; body: StaffUserUpdateBody }): Promise<StaffUser> {
  return adminJson<StaffUser>('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, body);
}

export function useUpdateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStaffUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }) });
}
