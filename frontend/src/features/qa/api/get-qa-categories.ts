import type { Language } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client';
import type { QaCategorySummary } from './qa-types';

export const qaCategoriesQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['/api/qa/categories', { lang }] as const,
    queryFn: getQueryFn<{ data: QaCategorySummary[] }>(),
    staleTime: 60_000,
  });

export function useQaCategories(lang: Language): QaCategorySummary[] {
  return useSuspenseQuery(qaCategoriesQuery(lang)).data?.data ?? [];
}
