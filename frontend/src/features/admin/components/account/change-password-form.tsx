import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextInput } from '../../../../components/form/form-fields';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { applyServerFieldErrors } from '../../../../lib/server-errors';
import { useChangePassword } from '../../api/change-password';
import { adminText } from '../../content/admin-text';
import {
  CHANGE_PASSWORD_DEFAULTS,
  changePasswordSchema,
  type ChangePasswordValues,
  isChangePasswordField,
  type PasswordOwner,
} from '../../schemas/staff-password-schema';
import { refusalText } from '../refusal';
import { passwordRefusal, statusOf } from './password-refusal';

/** Current password, new one twice; the session goes on with the new token, every other one ends. */
export function ChangePasswordForm({ owner }: { owner: PasswordOwner }) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const a = t.staff.account;
  const { toast } = useToast();
  const schema = useMemo(() => changePasswordSchema(language, owner), [language, owner]);
  const { control, handleSubmit, setError, reset, formState } = useForm<ChangePasswordValues, unknown, ChangePasswordValues>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: CHANGE_PASSWORD_DEFAULTS,
  });
  const change = useChangePassword();
  const [failure, setFailure] = useState<string>();

  const onValid = async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    setFailure(undefined);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset(CHANGE_PASSWORD_DEFAULTS);
      toast({ title: a.passwordChanged, description: a.passwordChangedText });
    } catch (error) {
      const rule = passwordRefusal(error, 'newPassword', language);
      if (rule) {
        setError('newPassword', { type: 'server', message: rule }, { shouldFocus: true });
        return;
      }
      if (applyServerFieldErrors(error, language, isChangePasswordField, setError) > 0) return;
      // A wrong current password is refused with 403 (a 401 would mean the session itself is no longer accepted).
      if (statusOf(error) === 403) setError('currentPassword', { type: 'server', message: a.wrongCurrent }, { shouldFocus: true });
      else setFailure(refusalText(error, language, t, a.failed));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={a.changePassword}
      onSubmit={handleSubmit(onValid)}
      sx={{ display: 'grid', gap: 2.5, maxWidth: 440 }}
    >
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {/* For password managers: whose password changes. */}
      <input type="text" name="username" autoComplete="username" value={owner.email} readOnly hidden />
      <TextInput
        control={control}
        name="currentPassword"
        id="account-currentPassword"
        label={a.currentPassword}
        required
        type="password"
        autoComplete="current-password"
      />
      <TextInput
        control={control}
        name="newPassword"
        id="account-newPassword"
        label={a.newPassword}
        required
        type="password"
        autoComplete="new-password"
        hint={t.staff.passwordHint}
      />
      <TextInput
        control={control}
        name="repeatPassword"
        id="account-repeatPassword"
        label={t.staff.repeatPassword}
        required
        type="password"
        autoComplete="new-password"
      />
      <Box>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
          {formState.isSubmitting ? a.submittingPassword : a.submitPassword}
        </Button>
      </Box>
    </Box>
  );
}
