import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SelectInput, TextInput } from '../../../../components/form/form-fields';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { useAddDayOff } from '../../api/add-day-off';
import { type DayOff, useDaysOff } from '../../api/get-days-off';
import { useStaffWeeks } from '../../api/get-staff-weeks';
import { useRemoveDayOff } from '../../api/remove-day-off';
import { adminText } from '../../content/admin-text';
import { DAY_OFF_DEFAULTS, type DayOffFormValues, type DayOffRequest, dayOffSchema, isDayOffField } from '../../schemas/day-off-schema';
import { refusalText } from '../refusal';
import { AdminForm } from '../kit/admin-form';
import { type AdminColumn, AdminTable } from '../kit/admin-table';
import { FormPage } from '../kit/form-page';
import { useAdminForm } from '../kit/use-admin-form';

/** A line of the table: a holiday closure of the settings has no id of its own, so its day keys it. */
type DayOffRow = Omit<DayOff, 'id'> & { id: string };
const rowOf = (entry: DayOff): DayOffRow => ({ ...entry, id: entry.id ?? `settings-${entry.firstDay}` });

/**
 * Days off and holidays (owner, office): the ones not yet over, each the office added removable, the business settings'
 * holiday closures among them (changed there), and a form to add more.
 */
export function DaysOffPage() {
  const t = useCatalogue(adminText);
  const d = t.bookings.daysOff;
  const language = useLanguage();
  const { toast } = useToast();
  const daysOff = useDaysOff();
  const staff = useStaffWeeks();
  const add = useAddDayOff();
  const remove = useRemoveDayOff();
  const [removeFailure, setRemoveFailure] = useState<string>();
  const who = (entry: DayOffRow) => (entry.technicianId ? (staff.find((user) => user.id === entry.technicianId)?.name ?? '') : d.everyone);
  const { form, failure, onSubmit, restoredDraft } = useAdminForm<DayOffFormValues, DayOffRequest>({
    resolver: (lang) => zodResolver(dayOffSchema(lang, adminText[lang].bookings.daysOff)),
    defaultValues: DAY_OFF_DEFAULTS,
    isField: isDayOffField,
    save: async (body) => {
      const added = await add.mutateAsync(body);
      form.reset(DAY_OFF_DEFAULTS);
      toast({ title: d.added, description: `${added.firstDay} – ${added.lastDay}` });
    },
  });
  const removeOne = async (entry: DayOffRow) => {
    setRemoveFailure(undefined);
    try {
      await remove.mutateAsync(entry.id);
      toast({ title: d.removed, description: `${entry.firstDay} – ${entry.lastDay}` });
    } catch (error) {
      setRemoveFailure(refusalText(error, language, t, t.common.saveFailed));
    }
  };
  const columns: AdminColumn<DayOffRow>[] = [
    { header: d.columns.who, cell: who, rowHeader: true },
    { header: d.columns.from, cell: (entry) => entry.firstDay },
    { header: d.columns.to, cell: (entry) => entry.lastDay },
    { header: d.columns.reason, cell: (entry) => (entry.source === 'settings' ? d.closureReason : entry.reason) },
    {
      header: d.columns.actions,
      cell: (entry) =>
        entry.source === 'settings' ? (
          d.inSettings
        ) : (
          <Button size="small" color="error" aria-label={d.removeLabel(who(entry), entry.firstDay)} onClick={() => void removeOne(entry)}>
            {d.remove}
          </Button>
        ),
    },
  ];
  const { control, formState } = form;
  return (
    <FormPage title={d.title}>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{d.intro}</Typography>
      {removeFailure && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {removeFailure}
        </Alert>
      )}
      <AdminTable label={d.tableLabel} items={daysOff.map(rowOf)} columns={columns} empty={d.none} />
      <Typography component="h2" variant="h5" sx={{ mt: 5, mb: 2 }}>
        {d.formLabel}
      </Typography>
      <AdminForm
        action="bookings.manage"
        label={d.formLabel}
        failure={failure}
        onSubmit={onSubmit}
        submitting={formState.isSubmitting}
        cancelTo="/admin/availability"
        restoredDraft={restoredDraft}
      >
        <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}>
          <SelectInput
            control={control}
            name="technicianId"
            id="day-off-technicianId"
            label={d.who}
            emptyLabel={d.everyone}
            options={staff.map((user) => ({ value: user.id, label: user.name }))}
          />
          <TextInput control={control} name="firstDay" id="day-off-firstDay" label={d.firstDay} required />
          <TextInput control={control} name="lastDay" id="day-off-lastDay" label={d.lastDay} required />
          <TextInput control={control} name="reason" id="day-off-reason" label={d.reason} />
        </Box>
      </AdminForm>
    </FormPage>
  );
}
