import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { AdminFrame } from '../shell/admin-frame';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';

/** A page for people who are not signed in (a link from an e-mail, a forgotten password), framed as the login page. */
export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  const t = useCatalogue(adminText);
  return (
    <AdminFrame>
      <AdminHead title={title} />
      <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', p: { xs: 3, sm: 4 } }}>
        <PageHeading>{title}</PageHeading>
        {children}
        <Typography sx={{ mt: 3 }}>
          <Link component={RouterLink} to="/admin/login">
            {t.staff.backToSignIn}
          </Link>
        </Typography>
      </Paper>
    </AdminFrame>
  );
}

/** The single-use token of an e-mail link, from the address's fragment (#token=…), which no server ever receives. */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
