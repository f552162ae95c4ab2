import { Navigate, Outlet, useLocation } from 'react-router';
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
  if (session.status !== 'active') return <Navigate to={`/admin/login?next=${encodeURIComponent(pathname + search)}`} replace />;
  return (
    <AdminFrame signedInAs={session.session.email}>
      <RouteBoundary>
        <Outlet />
      </RouteBoundary>
    </AdminFrame>
  );
}
