import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import { adminKeys } from './query-keys';
import { setSecondFactorSetupRequired } from './second-factor-gate';
import type { BackupCodesDto, SecondFactorCodeDto } from './session-types';

/**
 * POST /api/auth/second-factor/enable (200): the app's code proves the set-up; the answer holds the backup codes,
 * shown this once; 400 fieldErrors.code when wrong.
 */
function enableSecondFactor(body: SecondFactorCodeDto): Promise<BackupCodesDto> {
  return adminJson<BackupCodesDto>('POST', '/api/auth/second-factor/enable', body);
}

export function useEnableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableSecondFactor,
    onSuccess: () => {
      setSecondFactorSetupRequired(false);
      return queryClient.invalidateQueries({ queryKey: adminKeys.me });
    },
  });
}
