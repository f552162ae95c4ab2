import type { ApiSchema } from '@costa-sol/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminVisit } from './get-visits';
import { adminKeys } from './query-keys';

type OfficeVisitRequest = ApiSchema<'OfficeVisitDto'>;

/** POST /api/admin/visits (owner, office): a visit arranged by phone; 409 when the technician is taken then. */
function addVisit(body: OfficeVisitRequest): Promise<AdminVisit> {
  return adminJson<AdminVisit>('POST', '/api/admin/visits', body);
}

export function useAddVisit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addVisit, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.bookings }) });
}
