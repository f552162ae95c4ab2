import type { ApiSchema } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

export type DayOff = ApiSchema<'DayOffDto'>;

/** GET /api/admin/bookings/days-off (owner, office): days off and holidays not yet over, earliest first. */
function getDaysOff(): Promise<DayOff[]> {
  return adminJson<DayOff[]>('GET', '/api/admin/bookings/days-off');
}

export function useDaysOff(): DayOff[] {
  return useSuspenseQuery(queryOptions({ queryKey: [...adminKeys.bookings, 'days-off'], queryFn: getDaysOff, staleTime: ADMIN_STALE_TIME }))
    .data;
}
