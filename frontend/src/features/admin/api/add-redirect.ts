import type { ApiSchema } from '@costa-sol/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminRedirect } from './get-redirects';
import { adminKeys } from './query-keys';

type RedirectRequest = ApiSchema<'RedirectInputDto'>;

/** POST /api/admin/redirects (owner, office): 400 with fieldErrors (not a site path, same path, loop, a page's path), 409 when the old path has one. */
function addRedirect(body: RedirectRequest): Promise<AdminRedirect> {
  return adminJson<AdminRedirect>('POST', '/api/admin/redirects', body);
}

export function useAddRedirect() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addRedirect, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.redirects }) });
}
