import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-request';
import { adminKeys } from './query-keys';
import { setSecondFactorSetupRequired } from './second-factor-gate';
import type { SecondFactorCodeDto } from './session-types';

/** POST /api/auth/second-factor/enable (204): the app's code proves the set-up; 400 fieldErrors.code when wrong. */
async function enableSecondFactor(body: SecondFactorCodeDto): Promise<void> {
  await adminFetch('POST', '/api/auth/second-factor/enable', body);
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
