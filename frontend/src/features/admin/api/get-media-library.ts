import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminMedia, ListOf } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

/** GET /api/admin/media: every image, newest first, with its use count and the widths it is served at. */
async function getMediaLibrary(): Promise<AdminMedia[]> {
  return (await adminJson<ListOf<AdminMedia>>('GET', '/api/admin/media')).data;
}

const mediaQuery = () => queryOptions({ queryKey: adminKeys.media, queryFn: getMediaLibrary, staleTime: ADMIN_STALE_TIME });

export function useMediaLibrary(): AdminMedia[] {
  return useSuspenseQuery(mediaQuery()).data;
}
