import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminLead, LeadStatusBody } from './api-types';
import { adminKeys } from './query-keys';

/** PATCH /api/admin/leads/{id}/status with { status, note }. */
function changeLeadStatus({ id, body }: { id: string; body: LeadStatusBody }): Promise<AdminLead> {
  return adminJson<AdminLead>('PATCH', `/api/admin/leads/${encodeURIComponent(id)}/status`, body);
}

export function useChangeLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeLeadStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.leads }) });
}
