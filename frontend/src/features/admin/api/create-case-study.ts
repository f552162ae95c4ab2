import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminCaseStudy, CaseStudyBody } from './api-types';
import { adminKeys } from './query-keys';

/** POST /api/admin/case-studies: first in the list, a draft unless isPublished; 400 with fieldErrors. */
function createCaseStudy(body: CaseStudyBody): Promise<AdminCaseStudy> {
  return adminJson<AdminCaseStudy>('POST', '/api/admin/case-studies', body);
}

export function useCreateCaseStudy() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCaseStudy, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.caseStudies }) });
}
