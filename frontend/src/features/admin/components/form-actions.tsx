import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StaffAction } from '@costa-sol/common';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCatalogue } from '../../../i18n/i18n-context';
import { adminText } from '../content/admin-text';

/** "Fields marked * are required." above a form's fields. */
export function RequiredNote() {
  const t = useCatalogue(adminText);
  return (
    <Typography color="text.secondary" sx={{ mb: 2.5 }}>
      {t.common.requiredNote}
    </Typography>
  );
}

/** A refusal that belongs to no single field; announced when it appears. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
      {message}
    </Alert>
  );
}

/** Save (disabled and saying so while the request runs) and a Cancel link back to the list. */
export function FormActions({
  action,
  submitting,
  cancelTo,
  submitLabel,
  children,
}: {
  /** What Save asks the API to do (the caller renders the form only for a role that may). */
  action: StaffAction;
  submitting: boolean;
  cancelTo: string;
  /** The submit button's words when not plain "Save" ("Save draft"). */
  submitLabel?: string;
  children?: ReactNode;
}) {
  const t = useCatalogue(adminText);
  return (
    <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
      <Button data-action={action} type="submit" variant="contained" disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? t.common.saving : (submitLabel ?? t.common.save)}
      </Button>
      <Button component={RouterLink} to={cancelTo} variant="outlined">
        {t.common.cancel}
      </Button>
      {children}
    </Box>
  );
}
