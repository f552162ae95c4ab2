import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-request';
import { adminKeys } from './query-keys';

/** DELETE /api/admin/bookings/days-off/{id} (owner, office). */
async function removeDayOff(id: string): Promise<void> {
  await adminFetch('DELETE', `/api/admin/bookings/days-off/${encodeURIComponent(id)}`);
}

export function useRemoveDayOff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeDayOff, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.bookings }) });
}
