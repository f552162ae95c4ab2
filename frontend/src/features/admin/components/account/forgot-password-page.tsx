import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextInput } from '../../../../components/form/form-fields';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { applyServerFieldErrors } from '../../../../lib/server-errors';
import { useRequestPasswordReset } from '../../api/request-password-reset';
import { adminText } from '../../content/admin-text';
import {
  FORGOT_PASSWORD_DEFAULTS,
  forgotPasswordSchema,
  type ForgotPasswordValues,
  isForgotPasswordField,
} from '../../schemas/staff-user-schema';
import { statusOf } from './password-refusal';
import { PublicCard } from './public-card';

/** Asks for a reset link. The answer is the same whether or not the address has an account, and so is this page's. */
export function ForgotPasswordPage() {
  const language = useLanguage();
  const t = useCatalogue(adminText).staff.forgot;
  const schema = useMemo(() => forgotPasswordSchema(language), [language]);
  const { control, handleSubmit, setError, formState } = useForm<ForgotPasswordValues, unknown, ForgotPasswordValues>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: FORGOT_PASSWORD_DEFAULTS,
  });
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();

  const onValid = async (values: ForgotPasswordValues) => {
    setFailure(undefined);
    try {
      await request.mutateAsync(values);
      setSent(true);
    } catch (error) {
      if (applyServerFieldErrors(error, language, isForgotPasswordField, setError) > 0) return;
      setFailure(statusOf(error) === 429 ? t.tooMany : t.failed);
    }
  };

  return (
    <PublicCard title={t.title}>
      {sent ? (
        <Alert severity="success" role="status">
          {t.sent}
        </Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2.5 }}>{t.intro}</Typography>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
              {failure}
            </Alert>
          )}
          <Box component="form" noValidate aria-label={t.title} onSubmit={handleSubmit(onValid)} sx={{ display: 'grid', gap: 2.5 }}>
            <TextInput
              control={control}
              name="email"
              id="forgot-email"
              label={t.email}
              required
              type="email"
              autoComplete="username"
              inputMode="email"
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={formState.isSubmitting}
              aria-busy={formState.isSubmitting || undefined}
            >
              {formState.isSubmitting ? t.submitting : t.submit}
            </Button>
          </Box>
        </>
      )}
    </PublicCard>
  );
}
