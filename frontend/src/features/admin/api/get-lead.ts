import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminLeadDetail } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

/** GET /api/admin/leads/{id}: one lead with every field and its timeline; 404 for an unknown one. */
function getLead(id: string): Promise<AdminLeadDetail> {
  return adminJson<AdminLeadDetail>('GET', `/api/admin/leads/${encodeURIComponent(id)}`);
}

const leadQuery = (id: string) => queryOptions({ queryKey: adminKeys.lead(id), queryFn: () => getLead(id), staleTime: ADMIN_STALE_TIME });

export function useLead(id: string): AdminLeadDetail {
  return useSuspenseQuery(leadQuery(id)).data;
}
