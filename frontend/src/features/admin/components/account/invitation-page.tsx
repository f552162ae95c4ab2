import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../../../../components/page-loading';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useAcceptInvitation } from '../../api/accept-invitation';
import { useInvitationPreview } from '../../api/preview-invitation';
import { adminText } from '../../content/admin-text';
import { FocusedAlert } from './focused-alert';
import { ChoosePasswordForm } from './choose-password-form';
import { statusOf } from './password-refusal';
import { PublicCard, tokenFromHash } from './public-card';

/**
 * The invitation link of an e-mail (/admin/invitation#token=…): whom it is for, a password typed twice, then signed
 * in on the dashboard. A used or late invitation says so.
 */
export function InvitationPage() {
  const t = useCatalogue(adminText).staff.invitation;
  const token = tokenFromHash(useLocation().hash);
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const owner = useMemo(() => ({ email: preview.data?.email ?? '', name: preview.data?.name ?? '' }), [preview.data]);

  const send = async (password: string) => {
    await accept.mutateAsync({ token, password });
    void navigate('/admin', { replace: true });
  };
  const gone = (error: unknown) => (statusOf(error) === 410 ? t.gone : undefined);

  let body;
  if (!token)
    body = (
      <FocusedAlert severity="warning" role="alert">
        {t.noToken}
      </FocusedAlert>
    );
  else if (preview.isPending) body = <PageLoading label={t.checking} />;
  else if (preview.isError)
    body = (
      <FocusedAlert severity="error" role="alert">
        {gone(preview.error) ?? t.failed}
      </FocusedAlert>
    );
  else
    body = (
      <>
        <Typography component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
          {t.account}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2.5 }}>
          <dt>{t.email}</dt>
          <Box component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {preview.data.email}
          </Box>
          <dt>{t.name}</dt>
          <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {preview.data.name}
          </Box>
        </Box>
        <Typography sx={{ mb: 2.5 }}>{t.intro}</Typography>
        <ChoosePasswordForm idPrefix="invitation" label={t.title} owner={owner} texts={t} send={send} refusal={gone} />
      </>
    );

  return <PublicCard title={t.title}>{body}</PublicCard>;
}
