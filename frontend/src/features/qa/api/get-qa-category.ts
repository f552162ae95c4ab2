import type { Language } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ApiError, getQueryFn } from '../../../lib/api-client';
import type { QaCategoryDetail } from './qa-types';

/** Not found is an answer, not a failure: the page shows its 404. */
export const qaCategoryQuery = (slug: string, lang: Language) =>
  queryOptions({
    queryKey: ['/api/qa/categories', slug, { lang }] as const,
    queryFn: async (context) => {
      try {
        return await getQueryFn<QaCategoryDetail>()(context);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });

export function useQaCategory(slug: string, lang: Language): QaCategoryDetail | null {
  return useSuspenseQuery(qaCategoryQuery(slug, lang)).data;
}
