import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminJson } from './admin-request';
import { adminKeys } from './query-keys';
import { setSecondFactorSetupRequired } from './second-factor-gate';
import { updateSessionUser } from './session-store';
import type { MeDto } from './session-types';

/** GET /api/auth/me: the signed-in user as the server knows them now (an owner may have changed their role). */
function getMe(): Promise<MeDto> {
  return adminJson<MeDto>('GET', '/api/auth/me');
}

const meQuery = (enabled: boolean) => queryOptions({ queryKey: adminKeys.me, queryFn: getMe, enabled, staleTime: 60_000, retry: false });

/** The signed-in user as the server last said (undefined while it is read). */
export function useMe(): MeDto | undefined {
  return useQuery(meQuery(true)).data;
}

/**
 * Reads the signed-in user again once per visit of the admin (and each minute at most), so the nav follows a role
 * or name changed meanwhile, and the shell knows whether two-step sign-in must be set up first. Only for a session
 * that has a user: a login answer without one comes from an API without staff accounts, which has no /api/auth/me
 * either. A failure changes nothing (a 401 ends the session).
 */
export function useRefreshSessionUser(enabled: boolean): MeDto | undefined {
  const me = useQuery(meQuery(enabled));
  useEffect(() => {
    if (!me.data) return;
    updateSessionUser(me.data);
    setSecondFactorSetupRequired(me.data.secondFactorSetupRequired);
  }, [me.data]);
  return me.data;
}
