import { type LeadKind, routePath } from '@costa-sol/common';
import type { ReactNode } from 'react';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { useBusiness } from '../../../lib/business';
import { withFullStop } from '../../../lib/sentence';
import { formText } from '../content/form-text';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <strong>{label}</strong> {children}
    </li>
  );
}

/** The first layer of data-protection information (GDPR art. 13, LOPDGDD art. 11) shown under each form. */
export function PrivacyNotice({ kind }: { kind: LeadKind }) {
  const language = useLanguage();
  const { legalName, privacyEmail } = useBusiness();
  const t = useCatalogue(formText).privacy;
  const headingId = `${kind}-privacy-heading`;
  return (
    <section aria-labelledby={headingId} className="privacy-notice">
      <h3 id={headingId}>{t.heading}</h3>
      <ul>
        <Item label={t.controllerLabel}>{withFullStop(legalName)}</Item>
        <Item label={t.purposeLabel}>{t.purpose[kind]}</Item>
        <Item label={t.basisLabel}>{t.basis}</Item>
        <Item label={t.recipientsLabel}>{t.recipients}</Item>
        <Item label={t.rightsLabel}>
          {t.rightsBefore} <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>
          {t.rightsAfter}
        </Item>
        <Item label={t.moreLabel}>
          <a href={routePath('privacyPolicy', language)}>{t.moreLink}</a>.
        </Item>
      </ul>
    </section>
  );
}
