import { type Language, LANGUAGES, VISIT_KIND_LABELS, VISIT_KINDS } from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { choicesOf, SelectInput, TextInput } from '../../../../components/form/form-fields';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { useAddVisit } from '../../api/add-visit';
import type { AdminLeadDetail } from '../../api/api-types';
import { useLead } from '../../api/get-lead';
import { useStaffWeeks } from '../../api/get-staff-weeks';
import { useTowns } from '../../api/get-towns';
import { adminText } from '../../content/admin-text';
import {
  isOfficeVisitField,
  officeVisitDefaults,
  type OfficeVisitFormRequest,
  type OfficeVisitFormValues,
  officeVisitSchema,
  type VisitLead,
} from '../../schemas/office-visit-schema';
import { officeDayKey } from '../../utils/calendar-time';
import { AdminForm } from '../kit/admin-form';
import { FormPage } from '../kit/form-page';
import { useAdminForm } from '../kit/use-admin-form';

const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);

/** The lead's person for the form, and its town when staff entered one that the office books. */
function visitLeadOf(lead: AdminLeadDetail): VisitLead & { town?: string } {
  const { town } = lead.fields;
  const { language } = lead.origin;
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    language: isLanguage(language) ? language : undefined,
    town: typeof town === 'string' ? town : undefined,
  };
}

/** The town a lead names (staff type its name, or a slug), among those the office books. */
function townOfLead<T extends { name: string; slugs: { en: string; es: string } }>(towns: readonly T[], named: string | undefined) {
  const wanted = named?.trim().toLowerCase();
  return wanted ? towns.find((town) => [town.name, town.slugs.en, town.slugs.es].some((text) => text.toLowerCase() === wanted)) : undefined;
}

function VisitForLead({ leadId }: { leadId: string }) {
  return <VisitForm lead={visitLeadOf(useLead(leadId))} />;
}

/**
 * Add a visit arranged by phone (owner, office); back to the calendar on its day once saved. From a lead's page
 * (?lead=…) the form starts with the lead's person and is linked to the lead.
 */
export function NewVisitPage() {
  const leadId = useSearchParams()[0].get('lead');
  return leadId ? <VisitForLead leadId={leadId} /> : <VisitForm />;
}

function VisitForm({ lead }: { lead?: VisitLead & { town?: string } }) {
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
    defaultValues: officeVisitDefaults(language, staff[0]?.id ?? '', townOfLead(towns, lead?.town)?.slugs.en ?? 'marbella', lead),
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
      <Typography sx={{ mb: lead ? 1 : 3, maxWidth: 760 }}>{n.intro}</Typography>
      {lead && <Typography sx={{ mb: 3, maxWidth: 760 }}>{n.forLead(lead.name)}</Typography>}
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
          <TextInput control={control} name="email" id="visit-email" label={n.email} type="email" autoComplete="off" hint={n.emailHint} />
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
