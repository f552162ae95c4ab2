import type { LeadKind, LeadStatus } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson, withQuery } from './admin-request';
import type { AdminLeadPage } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

export interface LeadFilter {
  kind?: LeadKind;
  status?: LeadStatus;
}

const LEADS_PAGE_SIZE = 25;

/** GET /api/admin/leads?kind=&status=&page=&pageSize=: quotes and contact messages, newest first. */
function getLeads(filter: LeadFilter, page: number, pageSize = LEADS_PAGE_SIZE): Promise<AdminLeadPage> {
  return adminJson<AdminLeadPage>('GET', withQuery('/api/admin/leads', { ...filter, page, pageSize }));
}

const leadsQuery = (filter: LeadFilter, page: number, pageSize = LEADS_PAGE_SIZE) =>
  queryOptions({
    queryKey: adminKeys.leadList({ ...filter, page, pageSize }),
    queryFn: () => getLeads(filter, page, pageSize),
    staleTime: ADMIN_STALE_TIME,
  });

export function useLeads(filter: LeadFilter, page: number, pageSize = LEADS_PAGE_SIZE): AdminLeadPage {
  return useSuspenseQuery(leadsQuery(filter, page, pageSize)).data;
}
