import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminCategory, ListOf } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

/** GET /api/admin/qa/categories: every category with its published and draft page counts. */
async function getCategories(): Promise<AdminCategory[]> {
  return (await adminJson<ListOf<AdminCategory>>('GET', '/api/admin/qa/categories')).data;
}

const categoriesQuery = () => queryOptions({ queryKey: adminKeys.categories, queryFn: getCategories, staleTime: ADMIN_STALE_TIME });

export function useCategories(): AdminCategory[] {
  return useSuspenseQuery(categoriesQuery()).data;
}
