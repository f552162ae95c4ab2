import type { ApiSchema } from '@costa-sol/common';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

export type AdminTownPages = ApiSchema<'AdminTownPagesDto'>;
type TownPagesBody = ApiSchema<'TownPagesBodyDto'>;

const pagesPath = (slug: string) => `/api/admin/towns/${encodeURIComponent(slug)}/pages`;

/** GET /api/admin/towns/{slug}/pages (owner, office): the town's service sub-pages in their order; 404 for no town. */
export function useAdminTownPages(slug: string): AdminTownPages {
  return useSuspenseQuery(
    queryOptions({
      queryKey: adminKeys.townPages(slug),
      queryFn: () => adminJson<AdminTownPages>('GET', pagesPath(slug)),
      staleTime: ADMIN_STALE_TIME,
    }),
  ).data;
}

/** PUT /api/admin/towns/{slug}/pages: 400 fieldErrors per field ("pages.2.intro.es"; slugTaken for a slug twice). */
export function useSaveTownPages(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TownPagesBody) => adminJson<AdminTownPages>('PUT', pagesPath(slug), body),
    // The towns' list shows each town's page count.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.allTowns }),
  });
}
