import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminCaseStudy, ListOf } from './api-types';
import { adminKeys } from './query-keys';

/** PATCH /api/admin/case-studies/{id}/position: to that place (0 first); answers the list in its new order. */
async function moveCaseStudy({ id, position }: { id: string; position: number }): Promise<AdminCaseStudy[]> {
  return (await adminJson<ListOf<AdminCaseStudy>>('PATCH', `/api/admin/case-studies/${encodeURIComponent(id)}/position`, { position }))
    .data;
}

export function useMoveCaseStudy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveCaseStudy,
    onSuccess: async (list) => {
      queryClient.setQueryData(adminKeys.caseStudies, list);
      await queryClient.invalidateQueries({ queryKey: adminKeys.caseStudies });
    },
  });
}
