import type { ApiSchema } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

export type StaffWeek = ApiSchema<'StaffWeekDto'>;

/** GET /api/admin/bookings/technicians (owner, office): active staff users with their weekly hours, by name. */
function getStaffWeeks(): Promise<StaffWeek[]> {
  return adminJson<StaffWeek[]>('GET', '/api/admin/bookings/technicians');
}

export function useStaffWeeks(): StaffWeek[] {
  return useSuspenseQuery(
    queryOptions({ queryKey: [...adminKeys.bookings, 'technicians'], queryFn: getStaffWeeks, staleTime: ADMIN_STALE_TIME }),
  ).data;
}
