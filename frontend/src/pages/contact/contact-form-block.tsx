import { routePath } from '@costa-sol/common';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { Island } from '../../islands/island';
import { useBusiness } from '../../lib/business';
import { ContactBlock } from './contact-block';
import { contactText } from './contact-text';

export function ContactFormBlock() {
  const t = useCatalogue(contactText);
  const language = useLanguage();
  const { replyWithinHours } = useBusiness();
  return (
    <ContactBlock id="form-heading" heading={t.form.heading}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t.form.intro(replyWithinHours)}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <Link href={routePath('book', language)}>{t.form.bookVisit}</Link>
      </Typography>
      <Island name="contact-form" load="interaction" props={{}} />
      <Island name="toaster" load="visible" props={{}} />
    </ContactBlock>
  );
}
