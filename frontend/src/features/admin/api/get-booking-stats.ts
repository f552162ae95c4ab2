import type { ApiSchema } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson, withQuery } from './admin-request';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

type BookingStats = ApiSchema<'BookingStatsDto'>;

const DAY = 86_400_000;

/** GET /api/admin/bookings/stats (owner, office): the last `days` days up to the current hour. */
export function useBookingStats(days: number): BookingStats {
  const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const to = new Date(hour + 3_600_000).toISOString();
  const from = new Date(hour - days * DAY).toISOString();
  return useSuspenseQuery(
    queryOptions({
      queryKey: [...adminKeys.bookings, 'stats', from],
      queryFn: () => adminJson<BookingStats>('GET', withQuery('/api/admin/bookings/stats', { from, to })),
      staleTime: ADMIN_STALE_TIME,
    }),
  ).data;
}
