import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-request';
import { adminKeys } from './query-keys';

/** DELETE /api/admin/media/{id}; 409 (MEDIA.IN_USE) while some content shows the image. */
async function deleteMedia(id: string): Promise<void> {
  await adminFetch('DELETE', `/api/admin/media/${encodeURIComponent(id)}`);
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMedia, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.media }) });
}
