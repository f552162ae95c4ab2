import type { Language } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ApiError, getQueryFn } from '../../../lib/api-client';
import type { LocationDetail } from './location-types';

/** An unknown town is an answer (the page shows its 404), not a failure. */
export const locationQuery = (slug: string, lang: Language) =>
  queryOptions({
    queryKey: ['/api/locations', slug, { lang }] as const,
    queryFn: async (context) => {
      try {
        return await getQueryFn<LocationDetail>()(context);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 3_600_000,
  });

export function useLocation(slug: string, lang: Language): LocationDetail | null {
  return useSuspenseQuery(locationQuery(slug, lang)).data;
}
