import { STAFF_AUTH_MESSAGES, STAFF_SESSION_MESSAGES } from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextInput } from '../../../../components/form/form-fields';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { errorCode } from '../../../../lib/server-errors';
import { useDisableSecondFactor } from '../../api/disable-second-factor';
import { adminText } from '../../content/admin-text';
import {
  DISABLE_SECOND_FACTOR_DEFAULTS,
  disableSecondFactorSchema,
  type DisableSecondFactorRequest,
  type DisableSecondFactorValues,
} from '../../schemas/second-factor-schema';
import { refusalText } from '../refusal';

/** Turning two-step sign-in off, confirmed with the password; an owner the security settings bind is told why not. */
export function TurnOffSecondFactorForm({ email, onClose }: { email: string; onClose: () => void }) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const s = t.sessions.twoStep;
  const { toast } = useToast();
  const schema = useMemo(() => disableSecondFactorSchema(language), [language]);
  const { control, handleSubmit, setError, formState } = useForm<DisableSecondFactorValues, unknown, DisableSecondFactorRequest>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: DISABLE_SECOND_FACTOR_DEFAULTS,
  });
  const disable = useDisableSecondFactor();
  const [failure, setFailure] = useState<string>();

  const onValid = async (request: DisableSecondFactorRequest) => {
    setFailure(undefined);
    try {
      await disable.mutateAsync(request);
      toast({ title: s.turnedOff, description: s.turnedOffText });
      onClose();
    } catch (error) {
      const code = errorCode(error);
      if (code === 'AUTH.CURRENT_PASSWORD_WRONG')
        setError('password', { type: 'server', message: STAFF_AUTH_MESSAGES[language].currentPasswordWrong }, { shouldFocus: true });
      else if (code === 'AUTH.SECOND_FACTOR_KEPT') setFailure(STAFF_SESSION_MESSAGES[language].secondFactorKeptForOwners);
      else setFailure(refusalText(error, language, t, s.failed));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={s.turnOff}
      onSubmit={handleSubmit(onValid)}
      sx={{ display: 'grid', gap: 2, maxWidth: 440 }}
    >
      <Typography>{s.turnOffIntro}</Typography>
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
        id="second-factor-password"
        label={s.password}
        required
        type="password"
        autoComplete="current-password"
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={formState.isSubmitting}
          aria-busy={formState.isSubmitting || undefined}
        >
          {formState.isSubmitting ? s.turningOff : s.turnOff}
        </Button>
        <Button variant="outlined" onClick={onClose}>
          {s.cancel}
        </Button>
      </Box>
    </Box>
  );
}
