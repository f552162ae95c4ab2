import type { StatsPeriod } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson, withQuery } from './admin-request';
import type { LeadStats } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

/** GET /api/admin/leads/stats?from=&to=: lead counts over a period; without one, the server's last 30 days. */
function getLeadStats(period: Partial<StatsPeriod>): Promise<LeadStats> {
  return adminJson<LeadStats>('GET', withQuery('/api/admin/leads/stats', { ...period }));
}

const leadStatsQuery = (period: Partial<StatsPeriod>) =>
  queryOptions({
    queryKey: adminKeys.leadStats(period),
    queryFn: () => getLeadStats(period),
    staleTime: ADMIN_STALE_TIME,
  });

export function useLeadStats(period: Partial<StatsPeriod>): LeadStats {
  return useSuspenseQuery(leadStatsQuery(period)).data;
}
