import { WEEKDAYS } from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { TextInput } from '../../../../components/form/form-fields';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { type StaffWeek, useStaffWeeks } from '../../api/get-staff-weeks';
import { useSaveWorkingHours } from '../../api/save-working-hours';
import { adminText } from '../../content/admin-text';
import {
  isWorkingHoursField,
  type WorkingHoursFormValues,
  workingHoursFormValues,
  type WorkingHoursRequest,
  workingHoursSchema,
} from '../../schemas/working-hours-schema';
import { AdminNotFound } from '../admin-not-found';
import { AdminForm } from '../kit/admin-form';
import { FormPage } from '../kit/form-page';
import { useAdminForm } from '../kit/use-admin-form';
import { weekdayName } from './week-summary';

/** One staff user's weekly hours (owner, office): a field per weekday. */
export function WorkingHoursPage() {
  const { technicianId = '' } = useParams();
  const week = useStaffWeeks().find((staff) => staff.id === technicianId);
  if (!week) return <AdminNotFound />;
  return <WorkingHoursForm key={week.id} week={week} />;
}

function WorkingHoursForm({ week }: { week: StaffWeek }) {
  const t = useCatalogue(adminText);
  const h = t.bookings.hours;
  const language = useLanguage();
  const { toast } = useToast();
  const save = useSaveWorkingHours();
  const { form, failure, onSubmit, restoredDraft } = useAdminForm<WorkingHoursFormValues, WorkingHoursRequest>({
    resolver: (lang) => zodResolver(workingHoursSchema(lang, h.invalid)),
    defaultValues: workingHoursFormValues(week.hours),
    isField: isWorkingHoursField,
    save: async (body) => {
      const saved = await save.mutateAsync({ id: week.id, body });
      form.reset(workingHoursFormValues(saved.hours));
      toast({ title: h.saved, description: h.savedText(week.name) });
    },
  });
  const { control, formState } = form;
  return (
    <FormPage title={h.title(week.name)}>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{h.intro}</Typography>
      <AdminForm
        action="bookings.manage"
        label={h.formLabel}
        failure={failure}
        onSubmit={onSubmit}
        submitting={formState.isSubmitting}
        cancelTo="/admin/availability"
        restoredDraft={restoredDraft}
      >
        <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}>
          {WEEKDAYS.map((weekday) => (
            <TextInput
              key={weekday}
              control={control}
              name={`d${weekday}`}
              id={`hours-d${weekday}`}
              label={weekdayName(weekday, language, 'long')}
            />
          ))}
        </Box>
      </AdminForm>
    </FormPage>
  );
}
