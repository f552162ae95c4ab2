import { BUSINESS, type LeadKind, routePath } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { formText } from '../content/form-text';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="li">
      <Box component="strong" sx={{ fontWeight: 700 }}>
        {label}
      </Box>{' '}
      {children}
    </Box>
  );
}

/** The first layer of data-protection information (GDPR art. 13, LOPDGDD art. 11) shown under each form. */
export function PrivacyNotice({ kind }: { kind: LeadKind }) {
  const language = useLanguage();
  const t = useCatalogue(formText).privacy;
  const headingId = `${kind}-privacy-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3, color: 'text.secondary', fontSize: '0.85rem', lineHeight: 1.5 }}>
      <Typography id={headingId} component="h3" sx={{ fontSize: '0.9rem', fontWeight: 700, mb: 0.5, color: 'text.primary' }}>
        {t.heading}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25 }}>
        <Item label={t.controllerLabel}>{BUSINESS.legalName}.</Item>
        <Item label={t.purposeLabel}>{t.purpose[kind]}</Item>
        <Item label={t.basisLabel}>{t.basis}</Item>
        <Item label={t.recipientsLabel}>{t.recipients}</Item>
        <Item label={t.rightsLabel}>
          {t.rightsBefore} <Link href={`mailto:${BUSINESS.privacyEmail}`}>{BUSINESS.privacyEmail}</Link>
          {t.rightsAfter}
        </Item>
        <Item label={t.moreLabel}>
          <Link href={routePath('privacyPolicy', language)}>
            {t.moreLink}
          </Link>
          .
        </Item>
      </Box>
    </Box>
  );
}
