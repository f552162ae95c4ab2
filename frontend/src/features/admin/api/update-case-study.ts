import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminCaseStudy, CaseStudyBody } from './api-types';
import { adminKeys } from './query-keys';

/** PATCH /api/admin/case-studies/{id}: only the fields sent change (publication included); public at once. */
function updateCaseStudy({ id, body }: { id: string; body: Partial<CaseStudyBody> }): Promise<AdminCaseStudy> {
  return adminJson<AdminCaseStudy>('PATCH', `/api/admin/case-studies/${encodeURIComponent(id)}`, body);
}

export function useUpdateCaseStudy() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCaseStudy, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.caseStudies }) });
}
