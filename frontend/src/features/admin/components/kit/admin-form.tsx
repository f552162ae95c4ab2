import Box from '@mui/material/Box';
import type { FormEventHandler, ReactNode } from 'react';
import { FormActions, FormError, RequiredNote } from '../form-actions';

interface AdminFormProps {
  label: string;
  failure?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** Where Cancel goes: the list. */
  cancelTo: string;
  children: ReactNode;
}

/** The required-fields note, a refusal that belongs to no field, the fields, then Save and Cancel. */
export function AdminForm({ label, failure, onSubmit, submitting, cancelTo, children }: AdminFormProps) {
  return (
    <Box component="form" noValidate aria-label={label} onSubmit={onSubmit}>
      <RequiredNote />
      <FormError message={failure} />
      {children}
      <FormActions submitting={submitting} cancelTo={cancelTo} />
    </Box>
  );
}
