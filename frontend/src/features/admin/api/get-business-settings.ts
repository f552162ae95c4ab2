import type { ApiSchema } from '@costa-sol/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';

export type AdminBusinessSettings = ApiSchema<'AdminBusinessSettingsDto'>;
export type BusinessSettingsInput = ApiSchema<'BusinessSettingsInputDto'>;

/** GET /api/admin/settings/business (owner): the company facts as the pages show them, and who saved them last. */
function getBusinessSettings(): Promise<AdminBusinessSettings> {
  return adminJson<AdminBusinessSettings>('GET', '/api/admin/settings/business');
}

export function useBusinessSettings(): AdminBusinessSettings {
  return useSuspenseQuery(queryOptions({ queryKey: adminKeys.businessSettings, queryFn: getBusinessSettings, staleTime: ADMIN_STALE_TIME }))
    .data;
}
