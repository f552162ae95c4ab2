import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CheckboxInput, TextInput } from '../../../../components/form/form-fields';
import { useToast } from '../../../../components/toast';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useSecuritySettings } from '../../api/get-security-settings';
import { useSaveSecuritySettings } from '../../api/save-security-settings';
import { adminText } from '../../content/admin-text';
import {
  isSecuritySettingsField,
  type SecuritySettingsFormValues,
  securitySettingsFormValues,
  type SecuritySettingsRequest,
  securitySettingsSchema,
} from '../../schemas/security-settings-schema';
import { AdminForm } from '../kit/admin-form';
import { FormPage } from '../kit/form-page';
import { useAdminForm } from '../kit/use-admin-form';

/** The owner's security settings: the session limits and two-step sign-in for owners. Read back from the server once saved. */
export function SecuritySettingsPage() {
  const t = useCatalogue(adminText);
  const s = t.sessions.security;
  const { toast } = useToast();
  const settings = useSecuritySettings();
  const save = useSaveSecuritySettings();
  const { form, failure, onSubmit, restoredDraft } = useAdminForm<SecuritySettingsFormValues, SecuritySettingsRequest>({
    resolver: (language) => zodResolver(securitySettingsSchema(language)),
    defaultValues: securitySettingsFormValues(settings),
    isField: isSecuritySettingsField,
    save: async (request) => {
      const saved = await save.mutateAsync(request);
      form.reset(securitySettingsFormValues(saved));
      toast({ title: s.saved, description: s.savedText });
    },
  });
  const { control, formState } = form;
  return (
    <FormPage title={s.title}>
      <Typography sx={{ mb: 3 }}>{s.intro}</Typography>
      <AdminForm
        action="security.edit"
        label={s.formLabel}
        failure={failure}
        onSubmit={onSubmit}
        submitting={formState.isSubmitting}
        cancelTo="/admin"
        restoredDraft={restoredDraft}
      >
        <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}>
          <TextInput
            control={control}
            name="idleMinutes"
            id="security-idleMinutes"
            label={s.idleMinutes}
            required
            inputMode="numeric"
            hint={s.idleHint}
          />
          <TextInput
            control={control}
            name="absoluteHours"
            id="security-absoluteHours"
            label={s.absoluteHours}
            required
            inputMode="numeric"
            hint={s.absoluteHint}
          />
          <CheckboxInput
            control={control}
            name="requireSecondFactorForOwners"
            id="security-requireSecondFactorForOwners"
            label={s.requireSecondFactor}
            hint={s.requireHint}
          />
        </Box>
      </AdminForm>
    </FormPage>
  );
}
