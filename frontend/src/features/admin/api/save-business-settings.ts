import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminBusinessSettings, BusinessSettingsInput } from './get-business-settings';
import { adminKeys } from './query-keys';

/** PUT /api/admin/settings/business (owner): 400 fieldErrors per field (a sample value in production too). */
function saveBusinessSettings(body: BusinessSettingsInput): Promise<AdminBusinessSettings> {
  return adminJson<AdminBusinessSettings>('PUT', '/api/admin/settings/business', body);
}

export function useSaveBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessSettings,
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.businessSettings, saved),
  });
}
