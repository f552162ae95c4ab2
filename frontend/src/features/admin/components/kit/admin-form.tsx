import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { StaffAction } from '@costa-sol/common';
import type { FormEventHandler, ReactNode } from 'react';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { FormActions, FormError, RequiredNote } from '../form-actions';
import { useMayDo } from './may-do';

interface AdminFormProps {
  label: string;
  /** What Save asks the API to do: a role that may not gets the fields to read, without Save. */
  action: StaffAction;
  failure?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** Where Cancel goes: the list. */
  cancelTo: string;
  /** Set when unsaved changes of an earlier visit were put back into the form. */
  restoredDraft?: { onDiscard: () => void };
  /** The submit button's words when not plain "Save". */
  submitLabel?: string;
  children: ReactNode;
}

/**
 * The note of a restored draft, the required-fields note, a refusal that belongs to no field, the fields, then Save
 * and Cancel; for a role that may only read (a technician on a Q&A page), the fields disabled and Cancel alone.
 */
export function AdminForm({
  label,
  action,
  failure,
  onSubmit,
  submitting,
  cancelTo,
  restoredDraft,
  submitLabel,
  children,
}: AdminFormProps) {
  const t = useCatalogue(adminText);
  const maySave = useMayDo(action);
  if (!maySave)
    return (
      <ReadOnlyForm label={label} cancelTo={cancelTo}>
        {children}
      </ReadOnlyForm>
    );
  return (
    <Box component="form" noValidate aria-label={label} onSubmit={onSubmit}>
      {restoredDraft && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={restoredDraft.onDiscard}>
              {t.common.discardDraft}
            </Button>
          }
        >
          {t.common.draftRestored}
        </Alert>
      )}
      <RequiredNote />
      <FormError message={failure} />
      {children}
      <FormActions action={action} submitting={submitting} cancelTo={cancelTo} submitLabel={submitLabel} />
    </Box>
  );
}

function ReadOnlyForm({ label, cancelTo, children }: { label: string; cancelTo: string; children: ReactNode }) {
  const t = useCatalogue(adminText);
  return (
    <Box component="form" noValidate aria-label={label} onSubmit={(event) => event.preventDefault()}>
      <Box component="fieldset" disabled sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        {children}
      </Box>
      <Button component={RouterLink} to={cancelTo} variant="outlined" sx={{ mt: 3 }}>
        {t.common.back}
      </Button>
    </Box>
  );
}
