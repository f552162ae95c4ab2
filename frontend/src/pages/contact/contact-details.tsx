import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCatalogue } from '../../i18n/i18n-context';
import { ContactBlock } from './contact-block';
import { contactText } from './contact-text';
import { useBusiness } from '../../lib/business';

/** One name-value group of the details list: dt and dd stay direct children of a div inside the dl. */
function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <Typography
        component="dt"
        sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, '& svg': { color: 'primary.main' } }}
      >
        {icon}
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, pl: 4 }}>
        {children}
      </Typography>
    </div>
  );
}

export function ContactDetails() {
  const business = useBusiness();
  const t = useCatalogue(contactText);
  const { street, postalCode, locality, region } = business.address;
  return (
    <ContactBlock id="details-heading" heading={t.details.heading}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
        <DetailRow icon={<PhoneIcon />} label={t.details.phone}>
          <Link href={business.phoneHref}>{business.phone}</Link>
        </DetailRow>
        <DetailRow icon={<EmailIcon />} label={t.details.email}>
          <Link href={`mailto:${business.email}`}>{business.email}</Link>
        </DetailRow>
        <DetailRow icon={<PlaceIcon />} label={t.details.address}>
          <Box component="span" sx={{ display: 'block' }}>
            {street}
          </Box>
          <Box component="span" sx={{ display: 'block' }}>
            {postalCode} {locality} ({region})
          </Box>
        </DetailRow>
      </Box>
    </ContactBlock>
  );
}
