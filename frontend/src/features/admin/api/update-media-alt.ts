import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminMedia, MediaAltBody } from './api-types';
import { adminKeys } from './query-keys';

/** PATCH /api/admin/media/{id}: the alternative texts (the picture never changes). */
function updateMediaAlt({ id, body }: { id: string; body: MediaAltBody }): Promise<AdminMedia> {
  return adminJson<AdminMedia>('PATCH', `/api/admin/media/${encodeURIComponent(id)}`, body);
}

export function useUpdateMediaAlt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMediaAlt, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.media }) });
}
