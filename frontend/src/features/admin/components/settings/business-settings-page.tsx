import { CLAIM_KEYS, TOWN_VISITS_SHOWN_FROM, WEEK_DAYS } from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CheckboxInput, TextInput } from '../../../../components/form/form-fields';
import { useToast } from '../../../../components/toast';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { type BusinessSettingsInput, useBusinessSettings } from '../../api/get-business-settings';
import { useSaveBusinessSettings } from '../../api/save-business-settings';
import { adminText } from '../../content/admin-text';
import {
  type BusinessSettingsFormValues,
  businessSettingsFormValues,
  businessSettingsSchema,
  isBusinessSettingsField,
  SETTINGS_SECTIONS,
} from '../../schemas/business-settings-schema';
import { AdminForm } from '../kit/admin-form';
import { FormPage } from '../kit/form-page';
import { useAdminForm } from '../kit/use-admin-form';

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}>
      <Typography id={id} component="h2" variant="h5" sx={{ mt: 2 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

/** The business settings (owner): the company facts every page shows, in sections; a save is public at once. */
export function BusinessSettingsPage() {
  const t = useCatalogue(adminText);
  const s = t.settings;
  const { toast } = useToast();
  const settings = useBusinessSettings();
  const save = useSaveBusinessSettings();
  const { form, failure, onSubmit, restoredDraft } = useAdminForm<BusinessSettingsFormValues, BusinessSettingsInput>({
    resolver: (language) => zodResolver(businessSettingsSchema(language)),
    defaultValues: businessSettingsFormValues(settings),
    isField: isBusinessSettingsField,
    save: async (request) => {
      const saved = await save.mutateAsync(request);
      form.reset(businessSettingsFormValues(saved));
      toast({ title: s.saved, description: s.savedText });
    },
  });
  const { control, formState } = form;
  const hint: Partial<Record<string, string>> = s.hints;
  const fields = (names: readonly (keyof typeof s.fields)[]) =>
    names.map((name) => (
      <TextInput key={name} control={control} name={name} id={`settings-${name}`} label={s.fields[name]} required hint={hint[name]} />
    ));
  return (
    <FormPage title={s.title}>
      <Typography sx={{ mb: 1, maxWidth: 760 }}>{s.intro}</Typography>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {settings.updatedAt && settings.updatedBy ? s.updated(t.common.dateTime(settings.updatedAt), settings.updatedBy) : s.neverSaved}
      </Typography>
      <AdminForm
        action="settings.edit"
        label={s.formLabel}
        failure={failure}
        onSubmit={onSubmit}
        submitting={formState.isSubmitting}
        cancelTo="/admin"
        restoredDraft={restoredDraft}
      >
        <Section id="settings-identity" heading={s.sections.identity}>
          {fields(SETTINGS_SECTIONS.identity)}
        </Section>
        <Section id="settings-contact" heading={s.sections.contact}>
          {fields(SETTINGS_SECTIONS.contact)}
        </Section>
        <Section id="settings-hours" heading={s.sections.hours}>
          <Typography color="text.secondary">{s.hints.hours}</Typography>
          {WEEK_DAYS.map((day) => (
            <Box key={day} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: '1fr 1fr 1fr' }, alignItems: 'start' }}>
              <CheckboxInput control={control} name={`hours.${day}.open`} id={`settings-${day}-open`} label={s.open(s.days[day])} />
              <TextInput control={control} name={`hours.${day}.opens`} id={`settings-${day}-opens`} label={s.opens(s.days[day])} />
              <TextInput control={control} name={`hours.${day}.closes`} id={`settings-${day}-closes`} label={s.closes(s.days[day])} />
            </Box>
          ))}
          <TextInput
            control={control}
            name="holidayClosures"
            id="settings-holidayClosures"
            label={s.fields.holidayClosures}
            hint={s.hints.holidayClosures}
          />
        </Section>
        <Section id="settings-social" heading={s.sections.social}>
          {fields(SETTINGS_SECTIONS.social)}
        </Section>
        <Section id="settings-service" heading={s.sections.service}>
          {fields(SETTINGS_SECTIONS.service)}
        </Section>
        <Section id="settings-promises" heading={s.sections.promises}>
          {fields(SETTINGS_SECTIONS.promises)}
        </Section>
        <Section id="settings-claims" heading={s.sections.claims}>
          <Typography color="text.secondary">{s.hints.claims}</Typography>
          {CLAIM_KEYS.map((key) => (
            <Box key={key} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: '2fr 1fr' }, alignItems: 'start' }}>
              <TextInput control={control} name={`claims.${key}.value`} id={`settings-claim-${key}`} label={s.claims[key]} required />
              <CheckboxInput
                control={control}
                name={`claims.${key}.shown`}
                id={`settings-claim-${key}-shown`}
                label={s.show(s.claims[key])}
              />
            </Box>
          ))}
          <CheckboxInput
            control={control}
            name="showTownVisitCounts"
            id="settings-town-visits-shown"
            label={s.townVisits(TOWN_VISITS_SHOWN_FROM)}
          />
        </Section>
      </AdminForm>
    </FormPage>
  );
}
