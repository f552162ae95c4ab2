import type { PublicationStatus } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson, withQuery } from './admin-request';
import type { AdminQaPage, ListOf } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

interface PageFilter {
  categoryId?: string;
  status?: PublicationStatus;
}

/** GET /api/admin/qa/pages?categoryId=&status=: pages, newest edit first. */
async function getPages(filter: PageFilter): Promise<AdminQaPage[]> {
  return (await adminJson<ListOf<AdminQaPage>>('GET', withQuery('/api/admin/qa/pages', { ...filter }))).data;
}

const pagesQuery = (filter: PageFilter) =>
  queryOptions({ queryKey: adminKeys.qaPages(filter), queryFn: () => getPages(filter), staleTime: ADMIN_STALE_TIME });

export function useQaPages(filter: PageFilter): AdminQaPage[] {
  return useSuspenseQuery(pagesQuery(filter)).data;
}
