import { LEAD_LOST_REASON_LABELS, LEAD_LOST_REASONS, LEAD_STATUSES } from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import type { AdminLead } from '../../api/api-types';
import { useChangeLeadStatus } from '../../api/change-lead-status';
import { applyServerFieldErrors } from '../../../../lib/server-errors';
import { adminText } from '../../content/admin-text';
import { isLeadStatusField, type LeadStatusFormValues, type LeadStatusRequest, leadStatusSchema } from '../../schemas/lead-status-schema';
import { FormError } from '../form-actions';
import { choicesOf, SelectInput, TextInput } from '../../../../components/form/form-fields';
import { refusalText } from '../refusal';

/** Moves the lead to another stage with a note; quoted asks for the amount, won for the value, lost for a reason. */
export function LeadStatusForm({ lead }: { lead: AdminLead }) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const s = t.leads.statusForm;
  const schema = useMemo(() => leadStatusSchema(language), [language]);
  const { control, handleSubmit, setError, reset, formState } = useForm<LeadStatusFormValues, unknown, LeadStatusRequest>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { status: lead.status, note: '', amount: '', value: '', lostReason: '' },
  });
  const change = useChangeLeadStatus();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string>();
  const status = useWatch({ control, name: 'status' });

  const onValid = async (request: LeadStatusRequest) => {
    setFailure(undefined);
    try {
      const updated = await change.mutateAsync({ id: lead.id, body: request });
      reset({ status: updated.status, note: '', amount: '', value: '', lostReason: '' });
      toast({ title: s.saved, description: t.leads.statuses[updated.status] });
    } catch (error) {
      if (applyServerFieldErrors(error, language, isLeadStatusField, setError) === 0)
        setFailure(refusalText(error, language, t, t.common.saveFailed));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={s.label}
      onSubmit={handleSubmit(onValid)}
      sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}
    >
      <FormError message={failure} />
      <SelectInput
        control={control}
        name="status"
        id="lead-status"
        label={s.status}
        required
        options={choicesOf(LEAD_STATUSES, t.leads.statuses)}
      />
      {status === 'quoted' && (
        <TextInput control={control} name="amount" id="lead-amount" label={s.amount} required inputMode="decimal" unit="€" />
      )}
      {status === 'won' && (
        <TextInput control={control} name="value" id="lead-value" label={s.value} required inputMode="decimal" unit="€" />
      )}
      {status === 'lost' && (
        <SelectInput
          control={control}
          name="lostReason"
          id="lead-lostReason"
          label={s.lostReason}
          required
          emptyLabel={s.chooseReason}
          options={choicesOf(LEAD_LOST_REASONS, LEAD_LOST_REASON_LABELS[language])}
        />
      )}
      <TextInput control={control} name="note" id="lead-note" label={s.note} hint={s.noteHint} multiline minRows={3} />
      <Box>
        <Button
          data-action="leads.work"
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting}
          aria-busy={formState.isSubmitting || undefined}
        >
          {formState.isSubmitting ? t.common.saving : s.submit}
        </Button>
      </Box>
    </Box>
  );
}
