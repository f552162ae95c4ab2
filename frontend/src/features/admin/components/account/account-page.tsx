import { STAFF_ROLE_LABELS } from '@costa-sol/common';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { useSession } from '../../api/session-store';
import { useSignOutEverywhere } from '../../api/sign-out-everywhere';
import { adminText } from '../../content/admin-text';
import { ConfirmDialog } from '../confirm-dialog';
import { refusalText } from '../refusal';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { ChangePasswordForm } from './change-password-form';
import { SessionList } from './session-list';
import { TwoStepSection } from './two-step-section';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2.5, sm: 3 }, mb: 3 }}>
      <Typography id={id} component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The signed-in person's details, a password change, two-step sign-in, their sessions (each can be signed out) and
 * "sign out everywhere" (after confirming).
 */
export function AccountPage() {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const a = t.staff.account;
  const session = useSession();
  const navigate = useNavigate();
  const signOutEverywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string>();
  const email = session.status === 'active' ? session.session.email : '';
  const user = session.status === 'active' ? session.session.user : undefined;
  const owner = useMemo(() => ({ email, name: user?.name ?? '' }), [email, user?.name]);

  const confirm = async () => {
    setFailure(undefined);
    try {
      await signOutEverywhere.mutateAsync();
      void navigate('/admin/login');
    } catch (error) {
      setFailure(refusalText(error, language, t, a.failed));
      setConfirming(false);
    }
  };

  const details: [string, string][] = [
    ...(user ? ([[a.name, user.name]] as [string, string][]) : []),
    [a.email, email],
    ...(user
      ? ([
          [a.role, STAFF_ROLE_LABELS[language][user.role]],
          [a.language, t.common.languages[user.language]],
        ] as [string, string][])
      : []),
  ];

  return (
    <>
      <AdminHead title={a.title} />
      <PageHeading>{a.title}</PageHeading>
      <Section id="account-details" title={a.details}>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
        >
          {details.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {term}
              </Box>
              <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {a.detailsNote}
        </Typography>
      </Section>
      <Section id="account-password" title={a.changePassword}>
        <Typography sx={{ mb: 2.5 }}>{a.changeIntro}</Typography>
        <ChangePasswordForm owner={owner} />
      </Section>
      <Section id="account-two-step" title={t.sessions.twoStep.title}>
        <TwoStepSection />
      </Section>
      <Section id="account-sessions" title={t.sessions.list.title}>
        <Typography sx={{ mb: 2 }}>{t.sessions.list.intro}</Typography>
        <Box sx={{ mb: 3 }}>
          <SessionList />
        </Box>
        <Typography sx={{ mb: 2 }}>{a.sessionsIntro}</Typography>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          {a.signOutEverywhere}
        </Button>
      </Section>
      <ConfirmDialog
        open={confirming}
        title={a.confirmTitle}
        text={a.confirmText}
        confirmLabel={a.signOutEverywhere}
        busy={signOutEverywhere.isPending}
        busyLabel={a.signingOut}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
