import type { ApiSchema } from '@costa-sol/common';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

export type AdminTown = ApiSchema<'AdminTownDto'>;
type TownBody = ApiSchema<'TownBodyDto'>;

/** GET /api/admin/towns (owner, office): every town with all of its fields, by name. */
function getAdminTowns(): Promise<AdminTown[]> {
  return adminJson<ApiSchema<'AdminTownListDto'>>('GET', '/api/admin/towns').then((list) => list.data);
}

export function useAdminTowns(): AdminTown[] {
  return useSuspenseQuery(queryOptions({ queryKey: adminKeys.townRecords, queryFn: getAdminTowns, staleTime: ADMIN_STALE_TIME })).data;
}

/** POST /api/admin/towns, or PUT /api/admin/towns/{slug} for a known one: 400 fieldErrors per field, 409 a slug in use. */
function saveTown({ slug, body }: { slug?: string; body: TownBody }): Promise<AdminTown> {
  return slug
    ? adminJson<AdminTown>('PUT', `/api/admin/towns/${encodeURIComponent(slug)}`, body)
    : adminJson<AdminTown>('POST', '/api/admin/towns', body);
}

export function useSaveTown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTown,
    // The town pickers (the public list) and the towns' own list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.allTowns }),
  });
}
