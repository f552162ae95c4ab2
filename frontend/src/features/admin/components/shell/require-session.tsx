import { STAFF_SESSION_MESSAGES } from '@costa-sol/common';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { PageLoading } from '../../../../components/page-loading';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { useRefreshSessionUser } from '../../api/get-me';
import { useResumingSession } from '../../api/resume-session';
import { useSecondFactorSetupRequired } from '../../api/second-factor-gate';
import { useSession } from '../../api/session-store';
import { adminText } from '../../content/admin-text';
import { AdminFrame } from './admin-frame';
import { AdminHead } from './admin-head';
import { RouteBoundary } from './route-boundary';

const ACCOUNT_PATH = '/admin/account';

/**
 * Every admin page but the login page: without an active session the visitor goes to the login page, which
 * brings them back here (`next`) after signing in, and says so when the session has expired. An owner who must set
 * up two-step sign-in first (the security settings) is led to their account page, with a banner saying why. A tab
 * opened here without a session (a new tab, a link from an e-mail) first tries to resume the browser's session from
 * the refresh cookie; the login page itself does not (nobody is sent there who could have resumed).
 */
export function RequireSession() {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const session = useSession();
  const { pathname, search } = useLocation();
  const user = session.status === 'active' ? session.session.user : undefined;
  useRefreshSessionUser(user !== undefined);
  const setupRequired = useSecondFactorSetupRequired();
  const resuming = useResumingSession(session);
  if (resuming)
    return (
      <>
        <AdminHead title={t.loading} />
        <PageLoading label={t.loading} />
      </>
    );
  if (session.status !== 'active') return <Navigate to={`/admin/login?next=${encodeURIComponent(pathname + search)}`} replace />;
  if (setupRequired && pathname !== ACCOUNT_PATH) return <Navigate to={ACCOUNT_PATH} replace />;
  return (
    <AdminFrame signedIn={{ label: user?.name ?? session.session.email, role: user?.role }}>
      {setupRequired && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          <AlertTitle>{t.sessions.setupRequired.title}</AlertTitle>
          {STAFF_SESSION_MESSAGES[language].secondFactorSetupRequired}
        </Alert>
      )}
      <RouteBoundary>
        <Outlet />
      </RouteBoundary>
    </AdminFrame>
  );
}
