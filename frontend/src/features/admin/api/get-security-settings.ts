import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';
import type { SecuritySettingsDto } from './session-types';

/** GET /api/admin/security-settings (owner): the session limits and whether owners need two-step sign-in. */
function getSecuritySettings(): Promise<SecuritySettingsDto> {
  return adminJson<SecuritySettingsDto>('GET', '/api/admin/security-settings');
}

const securitySettingsQuery = () =>
  queryOptions({ queryKey: adminKeys.securitySettings, queryFn: getSecuritySettings, staleTime: ADMIN_STALE_TIME });

export function useSecuritySettings(): SecuritySettingsDto {
  return useSuspenseQuery(securitySettingsQuery()).data;
}
