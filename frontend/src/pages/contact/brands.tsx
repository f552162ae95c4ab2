import { MANUFACTURER_SLUGS, manufacturerPath } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { ContactBlock } from './contact-block';
import { contactText } from './contact-text';

export function Brands() {
  const t = useCatalogue(contactText);
  const language = useLanguage();
  return (
    <ContactBlock id="brands-heading" heading={t.brands.heading}>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {MANUFACTURER_SLUGS.map((slug) => (
          <li key={slug}>
            <Link component={RouterLink} to={manufacturerPath(slug, language)}>
              {slug[0].toUpperCase() + slug.slice(1)}
            </Link>
          </li>
        ))}
      </Box>
    </ContactBlock>
  );
}
