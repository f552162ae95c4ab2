import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminMedia } from './api-types';
import { adminKeys } from './query-keys';

interface MediaUpload {
  file: File;
  altEn: string;
  altEs: string;
}

/**
 * POST /api/admin/media (multipart/form-data); 400 or 413 with fieldErrors.file when the server refuses the file
 * (type by content, size, pixels, damage), 409 when it is already in the library.
 */
function uploadMedia({ file, altEn, altEs }: MediaUpload): Promise<AdminMedia> {
  const form = new FormData();
  form.append('altEn', altEn);
  form.append('altEs', altEs);
  form.append('file', file);
  return adminJson<AdminMedia>('POST', '/api/admin/media', form);
}

export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadMedia, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.media }) });
}
