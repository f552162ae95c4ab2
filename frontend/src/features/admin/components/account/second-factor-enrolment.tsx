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
import { applyServerFieldErrors } from '../../../../lib/server-errors';
import { useEnableSecondFactor } from '../../api/enable-second-factor';
import type { SecondFactorSetupDto } from '../../api/session-types';
import { adminText } from '../../content/admin-text';
import {
  ENABLE_SECOND_FACTOR_DEFAULTS,
  enableSecondFactorSchema,
  type EnableSecondFactorRequest,
  type EnableSecondFactorValues,
  isEnableSecondFactorField,
} from '../../schemas/second-factor-schema';
import { refusalText } from '../refusal';

/** An enrolment in progress: the QR code, the key to type by hand, and the app's first code to turn it on (then the backup codes). */
export function SecondFactorEnrolment({ setup, onDone }: { setup: SecondFactorSetupDto; onDone: (backupCodes: string[]) => void }) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const s = t.sessions.twoStep;
  const { toast } = useToast();
  const schema = useMemo(() => enableSecondFactorSchema(language), [language]);
  const { control, handleSubmit, setError, formState } = useForm<EnableSecondFactorValues, unknown, EnableSecondFactorRequest>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: ENABLE_SECOND_FACTOR_DEFAULTS,
  });
  const enable = useEnableSecondFactor();
  const [failure, setFailure] = useState<string>();

  const onValid = async (request: EnableSecondFactorRequest) => {
    setFailure(undefined);
    try {
      const { backupCodes } = await enable.mutateAsync(request);
      toast({ title: s.turnedOn, description: s.turnedOnText });
      onDone(backupCodes);
    } catch (error) {
      if (applyServerFieldErrors(error, language, isEnableSecondFactorField, setError) === 0)
        setFailure(refusalText(error, language, t, s.failed));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 440 }}>
      <Typography>{s.scan}</Typography>
      <Box component="img" src={setup.qrCode} alt={s.qrAlt} width={200} height={200} sx={{ bgcolor: '#fff', p: 1 }} />
      <Box component="dl" sx={{ m: 0 }}>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          {s.secret}
        </Box>
        <Box component="dd" sx={{ m: 0, fontFamily: 'monospace', fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
          {setup.secret}
        </Box>
      </Box>
      <Box component="form" noValidate aria-label={s.title} onSubmit={handleSubmit(onValid)} sx={{ display: 'grid', gap: 2 }}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          control={control}
          name="code"
          id="second-factor-code"
          label={s.code}
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          hint={t.sessions.login.codeHint}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
            {formState.isSubmitting ? s.turningOn : s.turnOn}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
