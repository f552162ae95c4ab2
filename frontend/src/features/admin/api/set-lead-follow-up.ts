import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminLead } from './api-types';
import { adminKeys } from './query-keys';

/** PUT /api/admin/leads/{id}/follow-up with { on: 'YYYY-MM-DD' | null }: sets or clears the day to get back to the lead. */
export function useSetLeadFollowUp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: string | null) => adminJson<AdminLead>('PUT', `/api/admin/leads/${encodeURIComponent(id)}/follow-up`, { on }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.leads }),
  });
}
