import type { ApiSchema } from '@costa-sol/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminVisit } from './get-visits';
import { adminKeys } from './query-keys';

type VisitChangeRequest = ApiSchema<'VisitChangeDto'>;

/** PATCH /api/admin/visits/{id} (owner, office): move, reassign (the visitor is told) or close; 409 on an overlap. */
function changeVisit({ id, body }: { id: string; body: VisitChangeRequest }): Promise<AdminVisit> {
  return adminJson<AdminVisit>('PATCH', `/api/admin/visits/${encodeURIComponent(id)}`, body);
}

export function useChangeVisit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeVisit, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.bookings }) });
}
