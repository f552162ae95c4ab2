import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminQaPage } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

/** GET /api/admin/qa/pages/{id}; 404 for an unknown one. */
function getPage(id: string): Promise<AdminQaPage> {
  return adminJson<AdminQaPage>('GET', `/api/admin/qa/pages/${encodeURIComponent(id)}`);
}

const pageQuery = (id: string) => queryOptions({ queryKey: adminKeys.qaPage(id), queryFn: () => getPage(id), staleTime: ADMIN_STALE_TIME });

export function useQaPage(id: string): AdminQaPage {
  return useSuspenseQuery(pageQuery(id)).data;
}
