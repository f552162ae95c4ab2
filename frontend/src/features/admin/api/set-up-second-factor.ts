import { useMutation } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { SecondFactorSetupDto } from './session-types';

/** POST /api/auth/second-factor/setup: a new secret for the authenticator app (restarting any enrolment in progress). */
function setUpSecondFactor(): Promise<SecondFactorSetupDto> {
  return adminJson<SecondFactorSetupDto>('POST', '/api/auth/second-factor/setup');
}

export function useSetUpSecondFactor() {
  return useMutation({ mutationFn: setUpSecondFactor });
}
