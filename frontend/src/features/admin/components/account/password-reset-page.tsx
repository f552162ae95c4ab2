import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useCompletePasswordReset } from '../../api/complete-password-reset';
import { adminText } from '../../content/admin-text';
import { UNKNOWN_OWNER } from '../../schemas/staff-password-schema';
import { ChoosePasswordForm } from './choose-password-form';
import { FocusedAlert } from './focused-alert';
import { statusOf } from './password-refusal';
import { PublicCard, tokenFromHash } from './public-card';

type Outcome = 'none' | 'done' | 'gone';

/** The reset link of an e-mail (/admin/password-reset#token=…): a new password, once; a used or late link says so. */
export function PasswordResetPage() {
  const t = useCatalogue(adminText).staff.reset;
  const token = tokenFromHash(useLocation().hash);
  const complete = useCompletePasswordReset();
  const [outcome, setOutcome] = useState<Outcome>('none');

  const askAgain = (
    <Link component={RouterLink} to="/admin/forgot-password">
      {t.askAgain}
    </Link>
  );

  const send = async (password: string) => {
    try {
      await complete.mutateAsync({ token, password });
      setOutcome('done');
    } catch (error) {
      if (statusOf(error) !== 410) throw error;
      setOutcome('gone');
    }
  };

  return (
    <PublicCard title={t.title}>
      {!token ? (
        <FocusedAlert severity="warning" role="alert">
          {t.noToken} {askAgain}
        </FocusedAlert>
      ) : outcome === 'done' ? (
        <FocusedAlert severity="success" role="status">
          {t.done}{' '}
          <Link component={RouterLink} to="/admin/login">
            {t.signIn}
          </Link>
        </FocusedAlert>
      ) : outcome === 'gone' ? (
        <FocusedAlert severity="error" role="alert">
          {t.gone} {askAgain}
        </FocusedAlert>
      ) : (
        <ChoosePasswordForm idPrefix="reset" label={t.title} owner={UNKNOWN_OWNER} texts={t} send={send} />
      )}
    </PublicCard>
  );
}
