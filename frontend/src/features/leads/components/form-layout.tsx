import type { LeadKind } from '@costa-sol/common';
import type { ReactNode } from 'react';
import { Button } from '../../../components/form/button';
import { useCatalogue } from '../../../i18n/i18n-context';
import { formText } from '../content/form-text';
import { PrivacyNotice } from './privacy-notice';

/** "Fields marked * are required." above the fields. */
export function RequiredNote() {
  const t = useCatalogue(formText);
  return <p className="form-note">{t.requiredNote}</p>;
}

/**
 * Disabled only while the island's request runs, with its busy text ('Submitting...' / 'Sending...'). Never before
 * the island hydrates: the form is a real POST form, so a visitor whose script fails to load can still send it.
 */
export function SubmitButton({ submitting, idle, busy }: { submitting: boolean; idle: string; busy: string }) {
  return (
    <Button type="submit" large fullWidth disabled={submitting} aria-busy={submitting || undefined}>
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
