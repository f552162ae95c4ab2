import { useQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import { ADMIN_STALE_TIME, adminKeys } from './query-keys';
import type { StaffSessionDto } from './session-types';

/** GET /api/auth/sessions: the signed-in user's active sessions, the most recently used first. */
function getSessions(): Promise<StaffSessionDto[]> {
  return adminJson<StaffSessionDto[]>('GET', '/api/auth/sessions');
}

export function useSessions() {
  return useQuery({ queryKey: adminKeys.sessions, queryFn: getSessions, staleTime: ADMIN_STALE_TIME });
}
