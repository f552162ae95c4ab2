import type { ApiSchema } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

export type AdminPriceGuideRow = ApiSchema<'AdminPriceGuideRowDto'>;
export type AdminPriceGuide = ApiSchema<'AdminPriceGuideDto'>;

/** GET /api/admin/price-guides: every service page with its price guide, or null where it shows none. */
function getPriceGuides(): Promise<AdminPriceGuideRow[]> {
  return adminJson<ApiSchema<'AdminPriceGuideListDto'>>('GET', '/api/admin/price-guides').then((list) => list.data);
}

const priceGuidesQuery = () => queryOptions({ queryKey: adminKeys.priceGuides, queryFn: getPriceGuides, staleTime: ADMIN_STALE_TIME });

export function usePriceGuides(): AdminPriceGuideRow[] {
  return useSuspenseQuery(priceGuidesQuery()).data;
}
