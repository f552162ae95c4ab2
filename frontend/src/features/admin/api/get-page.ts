import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminPage } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

/** GET /api/admin/qa/pages/{id}; 404 for an unknown one. */
function getPage(id: string): Promise<AdminPage> {
  return adminJson<AdminPage>('GET', `/api/admin/qa/pages/${encodeURIComponent(id)}`);
}

const pageQuery = (id: string) => queryOptions({ queryKey: adminKeys.page(id), queryFn: () => getPage(id), staleTime: ADMIN_STALE_TIME });

export function usePage(id: string): AdminPage {
  return useSuspenseQuery(pageQuery(id)).data;
}
