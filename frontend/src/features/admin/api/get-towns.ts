import type { Language } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { ListOf, TownSummary } from './api-types';
import { adminKeys } from './query-keys';

/** GET /api/locations (the public list): every town, by name in the language asked. */
async function getTowns(language: Language): Promise<TownSummary[]> {
  return (await adminJson<ListOf<TownSummary>>('GET', `/api/locations?lang=${language}`)).data;
}

/** Read once per session; saving a town in the admin reads them again. */
export function useTowns(language: Language): TownSummary[] {
  return useSuspenseQuery(queryOptions({ queryKey: adminKeys.towns(language), queryFn: () => getTowns(language), staleTime: Infinity }))
    .data;
}
