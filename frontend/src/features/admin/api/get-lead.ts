import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminLead } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

/** GET /api/admin/leads/{id}: one lead with every field; 404 for an unknown one. */
function getLead(id: string): Promise<AdminLead> {
  return adminJson<AdminLead>('GET', `/api/admin/leads/${encodeURIComponent(id)}`);
}

const leadQuery = (id: string) => queryOptions({ queryKey: adminKeys.lead(id), queryFn: () => getLead(id), staleTime: ADMIN_STALE_TIME });

export function useLead(id: string): AdminLead {
  return useSuspenseQuery(leadQuery(id)).data;
}
