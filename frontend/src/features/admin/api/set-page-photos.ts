import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { PagePhotoIds } from './api-types';
import { type PagePhotoTarget, pagePhotoPath } from './page-photo-target';
import { adminKeys } from './query-keys';

/** PUT /api/admin/page-photos/{home|contact|services/…|guides/…|brands/…|towns/…}: the page's photos, in order; public at once. */
export function useSetPagePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, mediaIds }: { target: PagePhotoTarget; mediaIds: string[] }) =>
      adminJson<PagePhotoIds>('PUT', pagePhotoPath(target), { mediaIds }),
    onSuccess: async (saved, { target }) => {
      queryClient.setQueryData(adminKeys.pagePhotos(target.kind, target.id ?? ''), saved);
      // The library's use counts changed.
      await queryClient.invalidateQueries({ queryKey: adminKeys.media });
    },
  });
}
