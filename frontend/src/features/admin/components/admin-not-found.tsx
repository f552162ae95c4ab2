import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCatalogue } from '../../../i18n/i18n-context';
import { adminText } from '../content/admin-text';
import { AdminHead } from './shell/admin-head';
import { PageHeading } from './shell/page-heading';

/** An /admin address that is no admin page. */
export function AdminNotFound() {
  const t = useCatalogue(adminText);
  return (
    <>
      <AdminHead title={t.common.notFoundTitle} />
      <PageHeading>{t.common.notFoundTitle}</PageHeading>
      <Typography sx={{ mb: 2 }}>{t.common.notFoundText}</Typography>
      <Link component={RouterLink} to="/admin">
        {t.common.backToDashboard}
      </Link>
    </>
  );
}
