import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminJson } from './admin-request';
import { adminKeys } from './query-keys';
import { updateSessionUser } from './session-store';
import type { StaffUser } from './staff-types';

/** GET /api/auth/me: the signed-in user as the server knows them now (an owner may have changed their role). */
function getMe(): Promise<StaffUser> {
  return adminJson<StaffUser>('GET', '/api/auth/me');
}

/**
 * Reads the signed-in user again once per visit of the admin (and each minute at most), so the nav follows a role
 * or name changed meanwhile. Only for a session that has a user: a login answer without one comes from an API
 * without staff accounts, which has no /api/auth/me either. A failure changes nothing (a 401 ends the session).
 */
export function useRefreshSessionUser(enabled: boolean): void {
  const me = useQuery({ queryKey: adminKeys.me, queryFn: getMe, enabled, staleTime: 60_000, retry: false });
  useEffect(() => {
    if (me.data) updateSessionUser(me.data);
  }, [me.data]);
}
