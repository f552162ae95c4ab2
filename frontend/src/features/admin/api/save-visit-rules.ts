import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { VisitRules } from './get-visit-rules';
import { adminKeys } from './query-keys';

/** PUT /api/admin/bookings/rules (owner, office): 400 fieldErrors per field (an unknown town at its list). */
function saveVisitRules(body: VisitRules): Promise<VisitRules> {
  return adminJson<VisitRules>('PUT', '/api/admin/bookings/rules', body);
}

export function useSaveVisitRules() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveVisitRules, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.bookings }) });
}
