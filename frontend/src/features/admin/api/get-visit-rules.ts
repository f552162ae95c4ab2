import type { ApiSchema } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

export type VisitRules = ApiSchema<'VisitRulesDto'>;

/** GET /api/admin/bookings/rules (owner, office): the defaults until the office saves them. */
function getVisitRules(): Promise<VisitRules> {
  return adminJson<VisitRules>('GET', '/api/admin/bookings/rules');
}

export function useVisitRules(): VisitRules {
  return useSuspenseQuery(queryOptions({ queryKey: [...adminKeys.bookings, 'rules'], queryFn: getVisitRules, staleTime: ADMIN_STALE_TIME }))
    .data;
}
