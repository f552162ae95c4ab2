import { LANGUAGES, VISIT_KIND_LABELS, VISIT_KINDS } from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { choicesOf, SelectInput, TextInput } from '../../../../components/form/form-fields';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { useAddVisit } from '../../api/add-visit';
import { useStaffWeeks } from '../../api/get-staff-weeks';
import { useTowns } from '../../api/get-towns';
import { adminText } from '../../content/admin-text';
import {
  isOfficeVisitField,
  officeVisitDefaults,
  type OfficeVisitFormRequest,
  type OfficeVisitFormValues,
  officeVisitSchema,
} from '../../schemas/office-visit-schema';
import { officeDayKey } from '../../utils/calendar-time';
import { AdminForm } from '../kit/admin-form';
import { FormPage } from '../kit/form-page';
import { useAdminForm } from '../kit/use-admin-form';

/** Add a visit arranged by phone (owner, office); back to the calendar on its day once saved. */
export function NewVisitPage() {
  const t = useCatalogue(adminText);
  const n = t.bookings.newVisit;
  const language = useLanguage();
  const { toast } = useToast();
  const navigate = useNavigate();
  const add = useAddVisit();
  const staff = useStaffWeeks();
  const towns = useTowns(language);
  const { form, failure, onSubmit, restoredDraft } = useAdminForm<OfficeVisitFormValues, OfficeVisitFormRequest>({
    resolver: (lang) => zodResolver(officeVisitSchema(lang, adminText[lang].bookings)),
    defaultValues: officeVisitDefaults(language, staff[0]?.id ?? '', 'marbella'),
    isField: isOfficeVisitField,
    save: async (body) => {
      const visit = await add.mutateAsync(body);
      toast({ title: n.added, description: n.addedText });
      void navigate(`/admin/calendar?view=day&day=${officeDayKey(visit.start)}&technician=${visit.technicianId}`);
    },
  });
  const { control, formState } = form;
  return (
    <FormPage title={n.title}>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{n.intro}</Typography>
      <AdminForm
        action="visits.manage"
        label={n.formLabel}
        failure={failure}
        onSubmit={onSubmit}
        submitting={formState.isSubmitting}
        cancelTo="/admin/calendar"
        restoredDraft={restoredDraft}
      >
        <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}>
          <SelectInput
            control={control}
            name="technicianId"
            id="visit-technicianId"
            label={n.technician}
            required
            options={staff.map((user) => ({ value: user.id, label: user.name }))}
          />
          <SelectInput
            control={control}
            name="kind"
            id="visit-kind"
            label={n.kind}
            required
            options={choicesOf(VISIT_KINDS, VISIT_KIND_LABELS[language])}
          />
          <SelectInput
            control={control}
            name="town"
            id="visit-town"
            label={n.town}
            required
            options={towns.map((town) => ({ value: town.slugs.en, label: town.name }))}
          />
          <TextInput control={control} name="start" id="visit-start" label={n.start} required />
          <TextInput control={control} name="name" id="visit-name" label={n.name} required autoComplete="off" />
          <TextInput control={control} name="email" id="visit-email" label={n.email} type="email" required autoComplete="off" />
          <TextInput control={control} name="phone" id="visit-phone" label={n.phone} type="tel" required autoComplete="off" />
          <TextInput control={control} name="address" id="visit-address" label={n.address} />
          <TextInput control={control} name="notes" id="visit-notes" label={n.notes} multiline minRows={3} />
          <SelectInput
            control={control}
            name="language"
            id="visit-language"
            label={n.language}
            required
            options={LANGUAGES.map((value) => ({ value, label: t.language[value] }))}
          />
          <TextInput control={control} name="leadId" id="visit-leadId" label={n.leadId} />
        </Box>
      </AdminForm>
    </FormPage>
  );
}
