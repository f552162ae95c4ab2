import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextInput } from '../../../../components/form/form-fields';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { applyServerFieldErrors } from '../../../../lib/server-errors';
import { adminText } from '../../content/admin-text';
import {
  CHOOSE_PASSWORD_DEFAULTS,
  choosePasswordSchema,
  type ChoosePasswordValues,
  isChoosePasswordField,
  type PasswordOwner,
} from '../../schemas/staff-password-schema';
import { passwordRefusal } from './password-refusal';

interface ChoosePasswordFormProps {
  /** The input ids' prefix: `reset` gives #reset-password and #reset-repeatPassword. */
  idPrefix: string;
  label: string;
  owner: PasswordOwner;
  texts: { password: string; repeatPassword?: string; submit: string; submitting: string; failed: string };
  /** Sends the password; a refusal it does not handle itself (a 410, say) it returns as its words, else throws. */
  send: (password: string) => Promise<void>;
  /** Words for a refusal no field explains, or undefined for the form's `failed`. */
  refusal?: (error: unknown) => string | undefined;
}

/** A new password typed twice, checked by the shared rules before it is sent; the API's refusals at the field. */
export function ChoosePasswordForm({ idPrefix, label, owner, texts, send, refusal }: ChoosePasswordFormProps) {
  const language = useLanguage();
  const t = useCatalogue(adminText).staff;
  const schema = useMemo(() => choosePasswordSchema(language, owner), [language, owner]);
  const { control, handleSubmit, setError, formState } = useForm<ChoosePasswordValues, unknown, ChoosePasswordValues>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: CHOOSE_PASSWORD_DEFAULTS,
  });
  const [failure, setFailure] = useState<string>();

  const onValid = async ({ password }: ChoosePasswordValues) => {
    setFailure(undefined);
    try {
      await send(password);
    } catch (error) {
      const rule = passwordRefusal(error, 'password', language);
      if (rule) {
        setError('password', { type: 'server', message: rule }, { shouldFocus: true });
        return;
      }
      if (applyServerFieldErrors(error, language, isChoosePasswordField, setError) > 0) return;
      setFailure(refusal?.(error) ?? texts.failed);
    }
  };

  return (
    <Box component="form" noValidate aria-label={label} onSubmit={handleSubmit(onValid)} sx={{ display: 'grid', gap: 2.5 }}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextInput
        control={control}
        name="password"
        id={`${idPrefix}-password`}
        label={texts.password}
        required
        type="password"
        autoComplete="new-password"
        hint={t.passwordHint}
      />
      <TextInput
        control={control}
        name="repeatPassword"
        id={`${idPrefix}-repeatPassword`}
        label={texts.repeatPassword ?? t.repeatPassword}
        required
        type="password"
        autoComplete="new-password"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={formState.isSubmitting}
        aria-busy={formState.isSubmitting || undefined}
      >
        {formState.isSubmitting ? texts.submitting : texts.submit}
      </Button>
    </Box>
  );
}
