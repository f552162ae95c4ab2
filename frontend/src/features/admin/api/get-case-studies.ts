import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminCaseStudy, ListOf } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

/** GET /api/admin/case-studies: all of them, published and drafts, in their order (position 0 first). */
async function getCaseStudies(): Promise<AdminCaseStudy[]> {
  return (await adminJson<ListOf<AdminCaseStudy>>('GET', '/api/admin/case-studies')).data;
}

const caseStudiesQuery = () => queryOptions({ queryKey: adminKeys.caseStudies, queryFn: getCaseStudies, staleTime: ADMIN_STALE_TIME });

export function useCaseStudies(): AdminCaseStudy[] {
  return useSuspenseQuery(caseStudiesQuery()).data;
}
