import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { useRegenerateBackupCodes } from '../../api/regenerate-backup-codes';
import { adminText } from '../../content/admin-text';
import { refusalText } from '../refusal';
import { PasswordConfirmationForm } from './password-confirmation-form';

/** New backup codes, confirmed with the password; hands the codes up to be shown once. */
export function RegenerateBackupCodesForm({
  email,
  onCodes,
  onClose,
}: {
  email: string;
  onCodes: (codes: string[]) => void;
  onClose: () => void;
}) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const s = t.sessions.backupCodes;
  const regenerate = useRegenerateBackupCodes();
  return (
    <PasswordConfirmationForm
      email={email}
      id="backup-codes-password"
      intro={s.regenerateIntro}
      action={s.regenerate}
      busyAction={s.regenerating}
      onConfirm={async (request) => onCodes((await regenerate.mutateAsync(request)).backupCodes)}
      failureText={(error) => refusalText(error, language, t, t.sessions.twoStep.failed)}
      onClose={onClose}
    />
  );
}
