import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminLead, ListOf } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

const caughtLeadsQuery = queryOptions({
  queryKey: adminKeys.spamTrap,
  queryFn: () => adminJson<ListOf<AdminLead>>('GET', '/api/admin/leads/spam'),
  staleTime: ADMIN_STALE_TIME,
});

/** GET /api/admin/leads/spam: what the spam trap caught, newest first. */
export function useCaughtLeads(): AdminLead[] {
  return useSuspenseQuery(caughtLeadsQuery).data.data;
}

/** POST /api/admin/leads/{id}/not-spam: into the inbox, with the e-mails it would have sent. */
export function useReleaseCaughtLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminJson<AdminLead>('POST', `/api/admin/leads/${encodeURIComponent(id)}/not-spam`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.leads }),
  });
}
