import type { StatsPeriod } from '@costa-sol/common';
import { useMutation } from '@tanstack/react-query';
import { adminFetch, saveDownload, withQuery } from './admin-request';

/** GET /api/admin/leads/stats.csv?from=&to=: the dashboard's figures as rows of group,key,count, saved as a file. */
async function exportLeadStats(period: StatsPeriod): Promise<void> {
  const response = await adminFetch('GET', withQuery('/api/admin/leads/stats.csv', { ...period }));
  await saveDownload(response, `lead-stats-${period.from}-${period.to}.csv`);
}

export function useExportLeadStats() {
  return useMutation({ mutationFn: exportLeadStats });
}
