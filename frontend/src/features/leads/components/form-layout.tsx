import type { LeadKind } from '@costa-sol/common';
import type { ReactNode } from 'react';
import { Button } from '../../../components/form/button';
import { useCatalogue } from '../../../i18n/i18n-context';
import { useHydrated } from '../../../lib/use-hydrated';
import { formText } from '../content/form-text';
import { PrivacyNotice } from './privacy-notice';

/** "Fields marked * are required." above the fields. */
export function RequiredNote() {
  const t = useCatalogue(formText);
  return <p className="form-note">{t.requiredNote}</p>;
}

/** Disabled while the request runs, with its busy text ('Submitting...' / 'Sending...'). */
export function SubmitButton({ submitting, idle, busy }: { submitting: boolean; idle: string; busy: string }) {
  // Until the island hydrates, a click would submit the HTML form natively: the fields would land in the URL.
  const hydrated = useHydrated();
  return (
    <Button type="submit" large fullWidth disabled={submitting || !hydrated} aria-busy={submitting || undefined}>
      {submitting ? busy : idle}
    </Button>
  );
}

/** The submit button, then the first-layer privacy notice. */
export function FormFooter({ kind, children }: { kind: LeadKind; children: ReactNode }) {
  return (
    <>
      <div className="form-footer">{children}</div>
      <PrivacyNotice kind={kind} />
    </>
  );
}
