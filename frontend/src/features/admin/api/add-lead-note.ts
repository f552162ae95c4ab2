import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { LeadTimeline } from './api-types';
import { adminKeys } from './query-keys';

/** POST /api/admin/leads/{id}/notes with { text }: appended to the lead's timeline, earlier notes kept. */
export function useAddLeadNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => adminJson<LeadTimeline>('POST', `/api/admin/leads/${encodeURIComponent(id)}/notes`, { text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.leads }),
  });
}
