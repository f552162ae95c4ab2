import type { Language } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client';
import type { ComarcaSummary } from './location-types';

export const comarcasQuery = (lang: Language) =>
  queryOptions({ queryKey: ['/api/locations/comarcas', { lang }] as const, queryFn: getQueryFn<{ data: ComarcaSummary[] }>(), staleTime: 3_600_000 });

export function useComarcas(lang: Language): ComarcaSummary[] {
  return useSuspenseQuery(comarcasQuery(lang)).data?.data ?? [];
}
