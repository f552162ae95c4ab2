import { Navigate, Outlet, useLocation } from 'react-router';
import { useRefreshSessionUser } from '../../api/get-me';
import { useSession } from '../../api/session-store';
import { AdminFrame } from './admin-frame';
import { RouteBoundary } from './route-boundary';

/**
 * Every admin page but the login page: without an active session the visitor goes to the login page, which
 * brings them back here (`next`) after signing in, and says so when the session has expired.
 */
export function RequireSession() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const user = session.status === 'active' ? session.session.user : undefined;
  useRefreshSessionUser(user !== undefined);
  if (session.status !== 'active') return <Navigate to={`/admin/login?next=${encodeURIComponent(pathname + search)}`} replace />;
  return (
    <AdminFrame signedIn={{ label: user?.name ?? session.session.email, role: user?.role }}>
      <RouteBoundary>
        <Outlet />
      </RouteBoundary>
    </AdminFrame>
  );
}
