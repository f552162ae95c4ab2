import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextInput } from '../../../../components/form/form-fields';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { applyServerFieldErrors } from '../../../../lib/server-errors';
import type { AdminLead } from '../../api/api-types';
import { useSetLeadFollowUp } from '../../api/set-lead-follow-up';
import { adminText } from '../../content/admin-text';
import { isLeadFollowUpField, leadFollowUpSchema, type LeadFollowUpFormValues } from '../../schemas/lead-follow-up-schema';
import { FormError } from '../form-actions';
import { refusalText } from '../refusal';

/** Sets the day to get back to the lead (a date field), or clears it; each change goes on the timeline. */
export function LeadFollowUpForm({ lead }: { lead: AdminLead }) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const f = t.leads.followUp;
  const schema = useMemo(() => leadFollowUpSchema(language), [language]);
  const { control, handleSubmit, setError, reset, formState } = useForm<LeadFollowUpFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { on: lead.followUpOn ?? '' },
  });
  const change = useSetLeadFollowUp(lead.id);
  const { toast } = useToast();
  const [failure, setFailure] = useState<string>();

  const send = async (on: string | null) => {
    setFailure(undefined);
    try {
      const updated = await change.mutateAsync(on);
      reset({ on: updated.followUpOn ?? '' });
      toast(updated.followUpOn ? { title: f.saved, description: f.day(updated.followUpOn) } : { title: f.cleared, description: f.none });
    } catch (error) {
      if (applyServerFieldErrors(error, language, isLeadFollowUpField, setError) === 0)
        setFailure(refusalText(error, language, t, t.common.saveFailed));
    }
  };

  const busy = formState.isSubmitting || change.isPending;
  return (
    <Box
      component="form"
      noValidate
      aria-label={f.label}
      onSubmit={handleSubmit(({ on }) => send(on))}
      sx={{ display: 'grid', gap: 2, maxWidth: 560 }}
    >
      <FormError message={failure} />
      <TextInput control={control} name="on" id="lead-follow-up" type="date" label={f.field} hint={f.hint} required />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button data-action="leads.work" type="submit" variant="contained" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t.common.saving : f.save}
        </Button>
        {lead.followUpOn && (
          <Button data-action="leads.work" type="button" variant="outlined" disabled={busy} onClick={() => void send(null)}>
            {f.clear}
          </Button>
        )}
      </Box>
    </Box>
  );
}
