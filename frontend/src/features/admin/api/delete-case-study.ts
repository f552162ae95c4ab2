import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-request';
import { adminKeys } from './query-keys';

/** DELETE /api/admin/case-studies/{id}. */
async function deleteCaseStudy(id: string): Promise<void> {
  await adminFetch('DELETE', `/api/admin/case-studies/${encodeURIComponent(id)}`);
}

export function useDeleteCaseStudy() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCaseStudy, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.caseStudies }) });
}
