import type { Language } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ApiError, getQueryFn } from '../../../lib/api-client';
import type { QaPageDetail } from './qa-types';

export const qaPageQuery = (categorySlug: string, pageSlug: string, lang: Language) =>
  queryOptions({
    queryKey: ['/api/qa/categories', categorySlug, 'pages', pageSlug, { lang }] as const,
    queryFn: async (context) => {
      try {
        return await getQueryFn<QaPageDetail>()(context);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });

export function useQaPage(categorySlug: string, pageSlug: string, lang: Language): QaPageDetail | null {
  return useSuspenseQuery(qaPageQuery(categorySlug, pageSlug, lang)).data;
}
