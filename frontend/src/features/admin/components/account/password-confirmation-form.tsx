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
import { adminText } from '../../content/admin-text';
import {
  DISABLE_SECOND_FACTOR_DEFAULTS,
  disableSecondFactorSchema,
  type DisableSecondFactorRequest,
  type DisableSecondFactorValues,
} from '../../schemas/second-factor-schema';

interface PasswordConfirmationFormProps {
  /** Whose password it is, for password managers. */
  email: string;
  /** The password field's id. */
  id: string;
  intro: string;
  action: string;
  busyAction: string;
  danger?: boolean;
  /** Sends the password; a wrong one is shown at the field, anything else through `failureText`. */
  onConfirm: (request: DisableSecondFactorRequest) => Promise<void>;
  failureText: (error: unknown) => string;
  onClose: () => void;
}

/** A step of two-step sign-in that the password confirms: turning it off, new backup codes. */
export function PasswordConfirmationForm({
  email,
  id,
  intro,
  action,
  busyAction,
  danger,
  onConfirm,
  failureText,
  onClose,
}: PasswordConfirmationFormProps) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const schema = useMemo(() => disableSecondFactorSchema(language), [language]);
  const { control, handleSubmit, setError, formState } = useForm<DisableSecondFactorValues, unknown, DisableSecondFactorRequest>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: DISABLE_SECOND_FACTOR_DEFAULTS,
  });
  const [failure, setFailure] = useState<string>();

  const onValid = async (request: DisableSecondFactorRequest) => {
    setFailure(undefined);
    try {
      await onConfirm(request);
    } catch (error) {
      if (errorCode(error) === 'AUTH.CURRENT_PASSWORD_WRONG')
        setError('password', { type: 'server', message: STAFF_AUTH_MESSAGES[language].currentPasswordWrong }, { shouldFocus: true });
      else setFailure(failureText(error));
    }
  };

  return (
    <Box component="form" noValidate aria-label={action} onSubmit={handleSubmit(onValid)} sx={{ display: 'grid', gap: 2, maxWidth: 440 }}>
      <Typography>{intro}</Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextInput
        control={control}
        name="password"
        id={id}
        label={t.sessions.twoStep.password}
        required
        type="password"
        autoComplete="current-password"
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          color={danger ? 'error' : 'primary'}
          disabled={formState.isSubmitting}
          aria-busy={formState.isSubmitting || undefined}
        >
          {formState.isSubmitting ? busyAction : action}
        </Button>
        <Button variant="outlined" onClick={onClose}>
          {t.sessions.twoStep.cancel}
        </Button>
      </Box>
    </Box>
  );
}
