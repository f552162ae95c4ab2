import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { TextInput } from '../../../../components/form/form-fields';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { type StaffWeek, useStaffWeeks } from '../../api/get-staff-weeks';
import { useVisitRules } from '../../api/get-visit-rules';
import { useSaveVisitRules } from '../../api/save-visit-rules';
import { adminText } from '../../content/admin-text';
import {
  isVisitRulesField,
  type VisitRulesFormValues,
  visitRulesFormValues,
  type VisitRulesRequest,
  visitRulesSchema,
} from '../../schemas/visit-rules-schema';
import { AdminForm } from '../kit/admin-form';
import { type AdminColumn, AdminTable } from '../kit/admin-table';
import { FormPage } from '../kit/form-page';
import { useAdminForm } from '../kit/use-admin-form';
import { weekSummary } from './week-summary';

const NUMBER_FIELDS = ['surveyMinutes', 'maintenanceMinutes', 'repairMinutes', 'bufferMinutes', 'minNoticeHours', 'maxDaysAhead'] as const;

/** Availability (owner, office): the booking rules, each staff user's weekly hours, and a link to the days off. */
export function AvailabilityPage() {
  const t = useCatalogue(adminText);
  const language = useLanguage();
  const a = t.bookings.availability;
  const { toast } = useToast();
  const save = useSaveVisitRules();
  const rules = useVisitRules();
  const staff = useStaffWeeks();
  const standIn = staff.find((week) => week.standsIn);
  const { form, failure, onSubmit, restoredDraft } = useAdminForm<VisitRulesFormValues, VisitRulesRequest>({
    resolver: (language) => zodResolver(visitRulesSchema(language)),
    defaultValues: visitRulesFormValues(rules),
    isField: isVisitRulesField,
    save: async (request) => {
      const saved = await save.mutateAsync(request);
      form.reset(visitRulesFormValues(saved));
      toast({ title: a.saved, description: a.savedText });
    },
  });
  const { control, formState } = form;
  const columns: AdminColumn<StaffWeek>[] = [
    { header: a.columns.name, cell: (week) => week.name, rowHeader: true },
    {
      header: a.columns.hours,
      cell: (week) => (week.hours.length ? weekSummary(week.hours, language) : week.standsIn ? a.standsInHours : a.noHours),
    },
    {
      header: a.columns.actions,
      cell: (week) => (
        <Button component={Link} to={`/admin/availability/technicians/${week.id}`} size="small" aria-label={a.editHoursLabel(week.name)}>
          {a.editHours}
        </Button>
      ),
    },
  ];
  return (
    <FormPage title={a.title}>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{a.intro}</Typography>
      <AdminForm
        action="bookings.manage"
        label={a.formLabel}
        failure={failure}
        onSubmit={onSubmit}
        submitting={formState.isSubmitting}
        cancelTo="/admin"
        restoredDraft={restoredDraft}
      >
        <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}>
          {NUMBER_FIELDS.map((name) => (
            <TextInput key={name} control={control} name={name} id={`rules-${name}`} label={a[name]} required inputMode="numeric" />
          ))}
          <TextInput
            control={control}
            name="appointmentOnlyTowns"
            id="rules-appointmentOnlyTowns"
            label={a.appointmentOnlyTowns}
            hint={a.townsHint}
          />
          <TextInput control={control} name="unservedTowns" id="rules-unservedTowns" label={a.unservedTowns} hint={a.townsHint} />
        </Box>
      </AdminForm>
      <Typography component="h2" variant="h5" sx={{ mt: 5, mb: 2 }}>
        {a.technicians}
      </Typography>
      {standIn && (
        <Alert severity="info" sx={{ mb: 3, maxWidth: 760 }}>
          {a.standsIn(standIn.name)}
        </Alert>
      )}
      <AdminTable label={a.techniciansLabel} items={staff} columns={columns} empty={a.noHours} />
      <Button component={Link} to="/admin/availability/days-off" variant="outlined" sx={{ mt: 3 }}>
        {a.daysOffLink}
      </Button>
    </FormPage>
  );
}
