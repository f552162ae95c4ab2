import type { ApiSchema } from '@costa-sol/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { StaffWeek } from './get-staff-weeks';
import { adminKeys } from './query-keys';

type WorkingHoursRequest = ApiSchema<'WorkingHoursListDto'>;

/** PUT /api/admin/bookings/technicians/{id}/hours (owner, office): the whole week; overlaps answer 400 at hours. */
function saveWorkingHours({ id, body }: { id: string; body: WorkingHoursRequest }): Promise<StaffWeek> {
  return adminJson<StaffWeek>('PUT', `/api/admin/bookings/technicians/${encodeURIComponent(id)}/hours`, body);
}

export function useSaveWorkingHours() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveWorkingHours, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.bookings }) });
}
