import { LANGUAGES, STAFF_ROLE_LABELS, STAFF_ROLES } from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { choicesOf, SelectInput, TextInput } from '../../../../components/form/form-fields';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { applyServerFieldErrors } from '../../../../lib/server-errors';
import type { StaffUser } from '../../api/staff-types';
import { adminText } from '../../content/admin-text';
import {
  inviteUserDefaults,
  type InviteUserRequest,
  inviteUserSchema,
  type InviteUserValues,
  isInviteUserField,
} from '../../schemas/staff-user-schema';
import { statusOf } from '../account/password-refusal';
import { FormError, RequiredNote } from '../form-actions';
import { refusalText } from '../refusal';

interface StaffUserFormProps {
  /** The user being edited (their e-mail is fixed); none to invite someone. */
  user?: StaffUser;
  /** Sends the checked form; rejects with the API's error. */
  submit: (request: InviteUserRequest) => Promise<void>;
  onCancel: () => void;
}

/**
 * Invite a person (e-mail, name, role, language) or edit one (the same without the e-mail). A 409 shows where it
 * belongs: an e-mail already in use at the e-mail, "no active owner would be left" at the role.
 */
export function StaffUserForm({ user, submit, onCancel }: StaffUserFormProps) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const u = t.staff.users;
  const schema = useMemo(() => inviteUserSchema(language), [language]);
  const defaultValues = user
    ? { email: user.email, name: user.name, role: user.role, language: user.language }
    : inviteUserDefaults(language);
  const { control, handleSubmit, setError, formState } = useForm<InviteUserValues, unknown, InviteUserRequest>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const [failure, setFailure] = useState<string>();

  const onValid = async (request: InviteUserRequest) => {
    setFailure(undefined);
    try {
      await submit(request);
    } catch (error) {
      if (statusOf(error) === 409) {
        if (user) setError('role', { type: 'server', message: u.lastOwner }, { shouldFocus: true });
        else setError('email', { type: 'server', message: u.emailInUse }, { shouldFocus: true });
        return;
      }
      if (applyServerFieldErrors(error, language, isInviteUserField, setError) > 0) return;
      setFailure(refusalText(error, language, t, u.failed));
    }
  };

  const submitLabel = user ? t.common.save : u.sendInvite;
  const busyLabel = user ? t.common.saving : u.sending;
  return (
    <Box component="form" noValidate aria-label={user ? u.editTitle(user.name) : u.inviteTitle} onSubmit={handleSubmit(onValid)}>
      <RequiredNote />
      <FormError message={failure} />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {user ? (
          <Box>
            <Typography color="text.secondary">{u.fields.email}</Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.email}</Typography>
          </Box>
        ) : (
          <TextInput
            control={control}
            name="email"
            id="user-email"
            label={u.fields.email}
            required
            type="email"
            autoComplete="off"
            inputMode="email"
          />
        )}
        <TextInput control={control} name="name" id="user-name" label={u.fields.name} required autoComplete="off" />
        <SelectInput
          control={control}
          name="role"
          id="user-role"
          label={u.fields.role}
          required
          options={choicesOf(STAFF_ROLES, STAFF_ROLE_LABELS[language])}
        />
        <SelectInput
          control={control}
          name="language"
          id="user-language"
          label={u.fields.language}
          required
          options={choicesOf(LANGUAGES, t.common.languages)}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
          {formState.isSubmitting ? busyLabel : submitLabel}
        </Button>
        <Button variant="outlined" onClick={onCancel} disabled={formState.isSubmitting}>
          {t.common.cancel}
        </Button>
      </Box>
    </Box>
  );
}
