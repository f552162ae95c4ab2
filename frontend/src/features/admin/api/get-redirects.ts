import type { ApiSchema } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

export type AdminRedirect = ApiSchema<'RedirectDto'>;

/** GET /api/admin/redirects (owner, office): every redirect, newest first. */
function getRedirects(): Promise<AdminRedirect[]> {
  return adminJson<ApiSchema<'RedirectListDto'>>('GET', '/api/admin/redirects').then((list) => list.data);
}

export function useRedirects(): AdminRedirect[] {
  return useSuspenseQuery(queryOptions({ queryKey: adminKeys.redirects, queryFn: getRedirects, staleTime: ADMIN_STALE_TIME })).data;
}
