import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminCaseStudy } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

/** GET /api/admin/case-studies/{id}; 404 for an unknown one. */
function getCaseStudy(id: string): Promise<AdminCaseStudy> {
  return adminJson<AdminCaseStudy>('GET', `/api/admin/case-studies/${encodeURIComponent(id)}`);
}

const caseStudyQuery = (id: string) =>
  queryOptions({ queryKey: adminKeys.caseStudy(id), queryFn: () => getCaseStudy(id), staleTime: ADMIN_STALE_TIME });

export function useCaseStudy(id: string): AdminCaseStudy {
  return useSuspenseQuery(caseStudyQuery(id)).data;
}
