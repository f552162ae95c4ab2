import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import type { AdminLead } from '../../api/api-types';
import { useAssignLead } from '../../api/assign-lead';
import { useStaffWeeks } from '../../api/get-staff-weeks';
import { adminText } from '../../content/admin-text';
import { FormError } from '../form-actions';
import { refusalText } from '../refusal';

/** Who works the lead (owner, office): a staff user, who gets an e-mail with its link, or no one. */
export function LeadAssigneeForm({ lead }: { lead: AdminLead }) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const a = t.leadEntry.assign;
  const staff = useStaffWeeks();
  const [chosen, setChosen] = useState(lead.assignedToId ?? '');
  const [failure, setFailure] = useState<string>();
  const assign = useAssignLead(lead.id);
  const { toast } = useToast();
  const nameOf = (id: string) => staff.find((user) => user.id === id)?.name ?? '';

  const send = async () => {
    setFailure(undefined);
    try {
      const updated = await assign.mutateAsync(chosen || null);
      toast(
        updated.assignedToId
          ? { title: a.saved, description: a.savedTo(nameOf(updated.assignedToId)) }
          : { title: a.cleared, description: a.nobody },
      );
    } catch (error) {
      setFailure(refusalText(error, language, t, t.common.saveFailed));
    }
  };

  const busy = assign.isPending;
  return (
    <Box
      component="form"
      noValidate
      aria-label={a.label}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', maxWidth: 560 }}
    >
      <FormError message={failure} />
      <TextField
        id="lead-assignee"
        select
        label={a.field}
        helperText={a.hint}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        size="small"
        sx={{ minWidth: 260 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{a.nobody}</option>
        {staff.map((user) => (
          <option key={user.id} value={user.id}>
            {user.name}
          </option>
        ))}
      </TextField>
      <Button data-action="leads.assign" type="submit" variant="contained" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t.common.saving : a.save}
      </Button>
    </Box>
  );
}
