import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminPage, PageBody } from './api-types';
import { adminKeys } from './query-keys';

/** POST /api/admin/qa/pages (a draft unless isPublished); 409 with fieldErrors.slug when taken in the category. */
function createPage(body: PageBody): Promise<AdminPage> {
  return adminJson<AdminPage>('POST', '/api/admin/qa/pages', body);
}

export function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPage, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.qa }) });
}
