import type { ApiSchema } from '@costa-sol/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { DayOff } from './get-days-off';
import { adminKeys } from './query-keys';

type DayOffRequest = ApiSchema<'DayOffInputDto'>;

/** POST /api/admin/bookings/days-off (owner, office): technicianId null is a holiday for everyone. */
function addDayOff(body: DayOffRequest): Promise<DayOff> {
  return adminJson<DayOff>('POST', '/api/admin/bookings/days-off', body);
}

export function useAddDayOff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addDayOff, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.bookings }) });
}
