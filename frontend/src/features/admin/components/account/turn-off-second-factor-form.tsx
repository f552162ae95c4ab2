import { STAFF_SESSION_MESSAGES } from '@costa-sol/common';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { errorCode } from '../../../../lib/server-errors';
import { useDisableSecondFactor } from '../../api/disable-second-factor';
import { adminText } from '../../content/admin-text';
import { refusalText } from '../refusal';
import { PasswordConfirmationForm } from './password-confirmation-form';

/** Turning two-step sign-in off, confirmed with the password; an owner the security settings bind is told why not. */
export function TurnOffSecondFactorForm({ email, onClose }: { email: string; onClose: () => void }) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const s = t.sessions.twoStep;
  const { toast } = useToast();
  const disable = useDisableSecondFactor();
  return (
    <PasswordConfirmationForm
      email={email}
      id="second-factor-password"
      intro={s.turnOffIntro}
      action={s.turnOff}
      busyAction={s.turningOff}
      danger
      onConfirm={async (request) => {
        await disable.mutateAsync(request);
        toast({ title: s.turnedOff, description: s.turnedOffText });
        onClose();
      }}
      failureText={(error) =>
        errorCode(error) === 'AUTH.SECOND_FACTOR_KEPT'
          ? STAFF_SESSION_MESSAGES[language].secondFactorKeptForOwners
          : refusalText(error, language, t, s.failed)
      }
      onClose={onClose}
    />
  );
}
