import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { Outlet } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useSession } from '../../api/session-store';
import { adminText } from '../../content/admin-text';
import { type AdminArea, mayOpen } from '../../utils/staff-access';
import { AdminHead } from './admin-head';

/**
 * The pages of an area the signed-in role may not open say so instead of loading data the API would refuse (403).
 * Only inside RequireSession, which has made sure there is a session.
 */
export function RequireArea({ area }: { area: AdminArea }) {
  const t = useCatalogue(adminText).staff.forbidden;
  const session = useSession();
  const role = session.status === 'active' ? session.session.user?.role : undefined;
  if (mayOpen(role, area)) return <Outlet />;
  return (
    <>
      <AdminHead title={t.title} />
      <Alert severity="warning" role="alert">
        <AlertTitle component="h1" sx={{ fontSize: '1.2rem' }}>
          {t.title}
        </AlertTitle>
        {t.text}
      </Alert>
    </>
  );
}
