import type { ApiSchema } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

export type AdminSitePageRow = ApiSchema<'ArticlePageSummaryDto'>;
export type AdminSitePage = ApiSchema<'AdminArticlePageDto'>;

/** GET /api/admin/pages: every article page, in the page registry's order. */
function getSitePages(): Promise<AdminSitePageRow[]> {
  return adminJson<ApiSchema<'ArticlePageListDto'>>('GET', '/api/admin/pages').then((list) => list.data);
}

/** GET /api/admin/pages/{key}: the draft, the published copy and the revisions ("/" of the key written "~"). */
function getSitePage(param: string): Promise<AdminSitePage> {
  return adminJson<AdminSitePage>('GET', `/api/admin/pages/${encodeURIComponent(param)}`);
}

export function useSitePages(): AdminSitePageRow[] {
  return useSuspenseQuery(queryOptions({ queryKey: adminKeys.sitePages, queryFn: getSitePages, staleTime: ADMIN_STALE_TIME })).data;
}

export function useSitePage(param: string): AdminSitePage {
  return useSuspenseQuery(
    queryOptions({ queryKey: adminKeys.sitePage(param), queryFn: () => getSitePage(param), staleTime: ADMIN_STALE_TIME }),
  ).data;
}
