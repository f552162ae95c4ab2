import type { ApiSchema } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson, withQuery } from './admin-request';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

export type AdminVisit = ApiSchema<'AdminVisitDto'>;

interface VisitRange {
  from: string;
  to: string;
  technicianId?: string;
}

/** GET /api/admin/visits (every role; a technician gets only their own): visits starting in [from, to), earliest first. */
function getVisits(range: VisitRange): Promise<AdminVisit[]> {
  return adminJson<AdminVisit[]>('GET', withQuery('/api/admin/visits', { ...range }));
}

export function useVisits(range: VisitRange): AdminVisit[] {
  return useSuspenseQuery(queryOptions({ queryKey: adminKeys.visits(range), queryFn: () => getVisits(range), staleTime: ADMIN_STALE_TIME }))
    .data;
}
