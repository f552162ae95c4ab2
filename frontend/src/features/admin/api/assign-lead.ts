import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminLead } from './api-types';
import { adminKeys } from './query-keys';

/** PUT /api/admin/leads/{id}/assignee with { userId: uuid | null }: hands the lead to a staff user (e-mailed), or to no one. */
export function useAssignLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string | null) => adminJson<AdminLead>('PUT', `/api/admin/leads/${encodeURIComponent(id)}/assignee`, { userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.leads }),
  });
}
