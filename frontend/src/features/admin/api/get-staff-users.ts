import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';
import type { StaffUser } from './staff-types';

/** GET /api/admin/users (owner): everyone who works in the admin, invited and disabled too. */
function getStaffUsers(): Promise<StaffUser[]> {
  return adminJson<StaffUser[]>('GET', '/api/admin/users');
}

const staffUsersQuery = () => queryOptions({ queryKey: adminKeys.users, queryFn: getStaffUsers, staleTime: ADMIN_STALE_TIME });

export function useStaffUsers(): StaffUser[] {
  return useSuspenseQuery(staffUsersQuery()).data;
}
