import type { LeadKind } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCatalogue } from '../../../i18n/i18n-context';
import { formText } from '../content/form-text';
import { PrivacyNotice } from './privacy-notice';

/** "Fields marked * are required." above the fields. */
export function RequiredNote() {
  const t = useCatalogue(formText);
  return (
    <Typography color="text.secondary" sx={{ mb: 2.5, fontSize: '0.9rem' }}>
      {t.requiredNote}
    </Typography>
  );
}

/** Disabled while the request runs, with its busy text ('Submitting...' / 'Sending...'). */
export function SubmitButton({ submitting, idle, busy }: { submitting: boolean; idle: string; busy: string }) {
  // Until the page hydrates, a click would submit the HTML form natively: the fields would land in the URL.
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting || !hydrated} aria-busy={submitting || undefined} sx={{ py: 1.5, fontSize: '1.05rem' }}>
      {submitting ? busy : idle}
    </Button>
  );
}

/** The submit button, then the first-layer privacy notice. */
export function FormFooter({ kind, children }: { kind: LeadKind; children: ReactNode }) {
  return (
    <>
      <Box sx={{ mt: 3 }}>{children}</Box>
      <PrivacyNotice kind={kind} />
    </>
  );
}
