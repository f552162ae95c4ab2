import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import { useCatalogue } from '../../i18n/i18n-context';
import { ContactBlock } from './contact-block';
import { contactText } from './contact-text';

export function Certifications() {
  const t = useCatalogue(contactText);
  return (
    <ContactBlock id="certifications-heading" heading={t.certifications.heading}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {t.certifications.items.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckCircleIcon fontSize="small" sx={{ color: 'success.main', mt: 0.25 }} />
            {item}
          </Box>
        ))}
      </Box>
    </ContactBlock>
  );
}
