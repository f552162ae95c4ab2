import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminCategory } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

/** GET /api/admin/qa/categories/{id}; 404 for an unknown one. */
function getCategory(id: string): Promise<AdminCategory> {
  return adminJson<AdminCategory>('GET', `/api/admin/qa/categories/${encodeURIComponent(id)}`);
}

const categoryQuery = (id: string) =>
  queryOptions({ queryKey: adminKeys.category(id), queryFn: () => getCategory(id), staleTime: ADMIN_STALE_TIME });

export function useCategory(id: string): AdminCategory {
  return useSuspenseQuery(categoryQuery(id)).data;
}
