import type { Language } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ApiError, getQueryFn } from '../../../lib/api-client';
import type { TownServicePageDetail } from './location-types';

export const townServicePageQuery = (townSlug: string, serviceSlug: string, lang: Language) =>
  queryOptions({
    queryKey: ['/api/locations', townSlug, 'services', serviceSlug, { lang }] as const,
    queryFn: async (context) => {
      try {
        return await getQueryFn<TownServicePageDetail>()(context);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 3_600_000,
  });

export function useTownServicePage(townSlug: string, serviceSlug: string, lang: Language): TownServicePageDetail | null {
  return useSuspenseQuery(townServicePageQuery(townSlug, serviceSlug, lang)).data;
}
