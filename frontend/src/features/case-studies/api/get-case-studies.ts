import { CONTENT_CACHE, type Language } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

/** One item of GET /api/case-studies; costs and savings in euros per year, `featured` marks the home page's. */
export type CaseStudy = ApiSchema<'CaseStudyDto'>;
export type CaseStudyList = ApiSchema<'CaseStudyListDto'>;

/** Fresh 5 minutes, kept 10 (spec section 7). */
export const caseStudiesQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['/api/case-studies', { lang }] as const,
    queryFn: getQueryFn<CaseStudyList>(),
    staleTime: CONTENT_CACHE.staleMs,
    gcTime: CONTENT_CACHE.gcMs,
  });

/** Suspends until the case studies are there, so server rendering waits for them. */
export function useCaseStudies(lang: Language): CaseStudy[] {
  return useSuspenseQuery(caseStudiesQuery(lang)).data?.data ?? [];
}

/** The featured case study (the API lists it first), or the first one, or undefined when there are none. */
export function useFeaturedCaseStudy(lang: Language): CaseStudy | undefined {
  const caseStudies = useCaseStudies(lang);
  return caseStudies.find((caseStudy) => caseStudy.featured) ?? caseStudies[0];
}
