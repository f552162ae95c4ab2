import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { FollowUpLists } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

/** GET /api/admin/leads/follow-ups: open leads due today and overdue (a technician's own only). */
const followUpsQuery = queryOptions({
  queryKey: adminKeys.followUps,
  queryFn: () => adminJson<FollowUpLists>('GET', '/api/admin/leads/follow-ups'),
  staleTime: ADMIN_STALE_TIME,
});

export function useFollowUps(): FollowUpLists {
  return useSuspenseQuery(followUpsQuery).data;
}
