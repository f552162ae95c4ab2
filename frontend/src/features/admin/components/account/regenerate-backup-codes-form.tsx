import { STAFF_AUTH_MESSAGES } from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextInput } from '../../../../components/form/form-fields';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { errorCode } from '../../../../lib/server-errors';
import { useRegenerateBackupCodes } from '../../api/regenerate-backup-codes';
import { adminText } from '../../content/admin-text';
import {
  DISABLE_SECOND_FACTOR_DEFAULTS,
  disableSecondFactorSchema,
  type DisableSecondFactorRequest,
  type DisableSecondFactorValues,
} from '../../schemas/second-factor-schema';
import { refusalText } from '../refusal';

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
  // The same shape as turning two-step sign-in off: the password alone.
  const schema = useMemo(() => disableSecondFactorSchema(language), [language]);
  const { control, handleSubmit, setError, formState } = useForm<DisableSecondFactorValues, unknown, DisableSecondFactorRequest>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: DISABLE_SECOND_FACTOR_DEFAULTS,
  });
  const regenerate = useRegenerateBackupCodes();
  const [failure, setFailure] = useState<string>();

  const onValid = async (request: DisableSecondFactorRequest) => {
    setFailure(undefined);
    try {
      onCodes((await regenerate.mutateAsync(request)).backupCodes);
    } catch (error) {
      if (errorCode(error) === 'AUTH.CURRENT_PASSWORD_WRONG')
        setError('password', { type: 'server', message: STAFF_AUTH_MESSAGES[language].currentPasswordWrong }, { shouldFocus: true });
      else setFailure(refusalText(error, language, t, t.sessions.twoStep.failed));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={s.regenerate}
      onSubmit={handleSubmit(onValid)}
      sx={{ display: 'grid', gap: 2, maxWidth: 440 }}
    >
      <Typography>{s.regenerateIntro}</Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {/* For password managers: whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextInput
        control={control}
        name="password"
        id="backup-codes-password"
        label={t.sessions.twoStep.password}
        required
        type="password"
        autoComplete="current-password"
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
          {formState.isSubmitting ? s.regenerating : s.regenerate}
        </Button>
        <Button variant="outlined" onClick={onClose}>
          {t.sessions.twoStep.cancel}
        </Button>
      </Box>
    </Box>
  );
}
