import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { endSession } from '../../api/session-store';
import { adminKeys } from '../../api/query-keys';
import { adminText } from '../../content/admin-text';
import { AdminNav } from './admin-nav';
import { LanguageSwitch } from './language-switch';

/** Skip link, header (brand, navigation when signed in, language, sign out) and the main landmark. */
export function AdminFrame({ signedInAs, children }: { signedInAs?: string; children: ReactNode }) {
  const t = useCatalogue(adminText);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = () => {
    endSession('signed-out');
    queryClient.removeQueries({ queryKey: adminKeys.all });
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
          {signedInAs && <AdminNav />}
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitch />
          {signedInAs && (
            <>
              <Typography component="p" sx={{ fontSize: '0.9rem' }}>
                {t.signedInAs(signedInAs)}
              </Typography>
              <Button variant="outlined" color="inherit" size="small" onClick={signOut}>
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
