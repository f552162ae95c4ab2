import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { PagePhotoIds } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

/** GET /api/admin/page-photos/towns/{slug}: the media ids of a town page's photos, in order. */
function getTownPhotos(slug: string): Promise<PagePhotoIds> {
  return adminJson<PagePhotoIds>('GET', `/api/admin/page-photos/towns/${encodeURIComponent(slug)}`);
}

export function useTownPhotos(slug: string): string[] {
  return useSuspenseQuery(
    queryOptions({ queryKey: adminKeys.townPhotos(slug), queryFn: () => getTownPhotos(slug), staleTime: ADMIN_STALE_TIME }),
  ).data.mediaIds;
}
