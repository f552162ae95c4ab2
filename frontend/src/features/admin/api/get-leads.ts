import type { Language, LeadChannel, LeadKind, LeadListSort, LeadStatus } from '@costa-sol/common';
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { adminJson, withQuery } from './admin-request';
import type { AdminLead, AdminLeadPage } from './api-types';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

/** The inbox's filters and order, as the address holds them; the export takes the same. */
export interface LeadFilter {
  kind?: LeadKind;
  status?: LeadStatus;
  q?: string;
  language?: Language;
  channel?: LeadChannel;
  /** Only the emergencies. */
  emergency?: 'true';
  /** Calendar days (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  assignedToId?: string;
  /** The utm_source, exactly. */
  source?: string;
  sort?: LeadListSort;
}

const LEADS_PAGE_SIZE = 25;

/** GET /api/admin/leads?kind=&status=&q=&language=&channel=&emergency=&from=&to=&assignedToId=&source=&sort=&cursor=&pageSize=. */
function getLeads(filter: LeadFilter, cursor: string | undefined, pageSize: number): Promise<AdminLeadPage> {
  return adminJson<AdminLeadPage>('GET', withQuery('/api/admin/leads', { ...filter, cursor, pageSize }));
}

const leadsQuery = (filter: LeadFilter, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: adminKeys.leadList({ ...filter, pageSize }),
    queryFn: ({ pageParam }) => getLeads(filter, pageParam, pageSize),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: ADMIN_STALE_TIME,
  });

export interface LeadList {
  data: AdminLead[];
  /** Counted by the API on the first page, up to LEAD_COUNT_CAP. */
  total: number;
  /** More leads match than `total`. */
  totalCapped: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/** The matching leads page after page: each "more" appends the page after the last one shown. */
export function useLeads(filter: LeadFilter, pageSize = LEADS_PAGE_SIZE): LeadList {
  const query = useSuspenseInfiniteQuery(leadsQuery(filter, pageSize));
  return {
    data: query.data.pages.flatMap((page) => page.data),
    total: query.data.pages[0]?.total ?? 0,
    totalCapped: query.data.pages[0]?.totalCapped ?? false,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
