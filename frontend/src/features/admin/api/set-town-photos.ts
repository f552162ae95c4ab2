import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { PagePhotoIds } from './api-types';
import { adminKeys } from './query-keys';

/** PUT /api/admin/page-photos/towns/{slug}: the town page's photos, in order; public at once. */
function setTownPhotos({ slug, mediaIds }: { slug: string; mediaIds: string[] }): Promise<PagePhotoIds> {
  return adminJson<PagePhotoIds>('PUT', `/api/admin/page-photos/towns/${encodeURIComponent(slug)}`, { mediaIds });
}

export function useSetTownPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTownPhotos,
    onSuccess: async (saved, { slug }) => {
      queryClient.setQueryData(adminKeys.townPhotos(slug), saved);
      // The library's use counts changed.
      await queryClient.invalidateQueries({ queryKey: adminKeys.media });
    },
  });
}
