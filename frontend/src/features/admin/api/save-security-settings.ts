import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import { adminKeys } from './query-keys';
import type { SecuritySettingsDto } from './session-types';

/**
 * PUT /api/admin/security-settings (owner): 400 fieldErrors for a limit out of bounds, or for requiring two-step
 * sign-in of owners before the owner has it.
 */
function saveSecuritySettings(body: SecuritySettingsDto): Promise<SecuritySettingsDto> {
  return adminJson<SecuritySettingsDto>('PUT', '/api/admin/security-settings', body);
}

export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSecuritySettings,
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.securitySettings, saved),
  });
}
