import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { adminJson, withQuery } from './admin-request';
import type { AuditPage } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

const PAGE_SIZE = 50;

/** GET /api/admin/audit (owner): the changes made in the admin, newest first, 50 at a time ("Show older"). */
export function useAuditEntries(entityType: string) {
  return useSuspenseInfiniteQuery({
    queryKey: adminKeys.audit(entityType),
    queryFn: ({ pageParam }) =>
      adminJson<AuditPage>(
        'GET',
        withQuery('/api/admin/audit', { entityType: entityType || undefined, before: pageParam, limit: PAGE_SIZE }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: ADMIN_STALE_TIME,
  });
}
