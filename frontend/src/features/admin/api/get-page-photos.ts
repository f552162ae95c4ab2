import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { PagePhotoIds } from './api-types';
import { type PagePhotoTarget, pagePhotoPath } from './page-photo-target';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

/** GET /api/admin/page-photos/{home|contact|services/…|guides/…|brands/…|towns/…}: the media ids of a page's photos, in order. */
export function usePagePhotos(target: PagePhotoTarget): string[] {
  return useSuspenseQuery(
    queryOptions({
      queryKey: adminKeys.pagePhotos(target.kind, target.id ?? ''),
      queryFn: () => adminJson<PagePhotoIds>('GET', pagePhotoPath(target)),
      staleTime: ADMIN_STALE_TIME,
    }),
  ).data.mediaIds;
}
