import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEventHandler, ReactNode } from 'react';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { FormActions, FormError, RequiredNote } from '../form-actions';

interface AdminFormProps {
  label: string;
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
 * and Cancel.
 */
export function AdminForm({ label, failure, onSubmit, submitting, cancelTo, restoredDraft, submitLabel, children }: AdminFormProps) {
  const t = useCatalogue(adminText);
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
      <FormActions submitting={submitting} cancelTo={cancelTo} submitLabel={submitLabel} />
    </Box>
  );
}
