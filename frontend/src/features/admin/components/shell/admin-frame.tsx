import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { StaffRole } from '@costa-sol/common';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useLogOut } from '../../api/log-out';
import { adminText } from '../../content/admin-text';
import { AdminNav } from './admin-nav';
import { LanguageSwitch } from './language-switch';

/** Who is signed in: their name (or e-mail, when the session has no user) and role (undefined when unknown). */
interface SignedIn {
  label: string;
  role?: StaffRole;
}

/**
 * Skip link, header (brand, the navigation the role may use, language, who is signed in with a link to their
 * account, sign out) and the main landmark.
 */
export function AdminFrame({ signedIn, children }: { signedIn?: SignedIn; children: ReactNode }) {
  const t = useCatalogue(adminText);
  const logOut = useLogOut();
  const navigate = useNavigate();
  const signOut = async () => {
    await logOut.mutateAsync();
    void navigate('/admin/login');
  };
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#f5f7f9' }}>
      <Box
        component="a"
        href="#admin-main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          p: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          '&:focus': { top: 8 },
        }}
      >
        {t.skipToContent}
      </Box>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 1.5 }}>
          <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.1rem', mr: 2 }}>
            {t.brand}
          </Typography>
          {signedIn && <AdminNav role={signedIn.role} />}
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitch />
          {signedIn && (
            <>
              <Typography component="p" sx={{ fontSize: '0.9rem' }}>
                {t.signedInAs(signedIn.label)}
              </Typography>
              <Button
                component={RouterLink}
                to="/admin/account"
                variant="text"
                color="inherit"
                size="small"
                sx={{ color: 'inherit', textDecoration: 'underline' }}
              >
                {t.staff.account.navLink}
              </Button>
              <Button
                variant="outlined"
                color="inherit"
                size="small"
                disabled={logOut.isPending}
                aria-busy={logOut.isPending || undefined}
                onClick={() => void signOut()}
              >
                {t.signOut}
              </Button>
            </>
          )}
        </Container>
      </Box>
      <Container component="main" id="admin-main" tabIndex={-1} maxWidth="lg" sx={{ py: 4, '&:focus': { outline: 'none' } }}>
        {children}
      </Container>
    </Box>
  );
}
