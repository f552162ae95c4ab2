import { fitTitle, type LeadKind, routePath } from '@costa-sol/common';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { formText } from '../../features/leads/content/form-text';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { Head } from '../../lib/head';
import { useSiteConfig } from '../../lib/site-config';
import { thanksText } from './thanks-text';
import { useBusiness } from '../../lib/business';

/** Where the "send another" link goes: the form's own place. */
const FORM_PLACE = { quote: { key: 'home', hash: '#quote' }, contact: { key: 'contact', hash: '' } } as const;

/**
 * Where a form sent without JavaScript lands once the lead is stored (docs/product.md, "Forms without JavaScript"):
 * the thanks and the reply promise of the form's own thank-you panel (the emergency callback time for an emergency), a way back, and the Google review call to
 * action. Never indexed.
 */
export function LeadThanksPage({ kind, emergency }: { kind: LeadKind; emergency: boolean }) {
  const business = useBusiness();
  const language = useLanguage();
  const forms = useCatalogue(formText);
  const t = useCatalogue(thanksText);
  const { origin } = useSiteConfig();
  const { pathname } = useLocation();
  const place = FORM_PLACE[kind];
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Head
        title={fitTitle(t.title[kind], business.brandWithTrade)}
        description={t.description[kind]}
        canonical={`${origin}${pathname}`}
        alternates={[]}
        robots="noindex, follow"
        jsonLd={[]}
      />
      <Typography variant="h1" gutterBottom>
        {forms[kind].thanksHeading}
      </Typography>
      <Typography sx={{ mb: 4 }}>
        {emergency ? forms.emergencyBody(business.emergencyResponseHours) : forms[kind].thanksBody(business.replyWithinHours)}
      </Typography>
      {kind === 'quote' && (
        <Typography sx={{ mb: 4 }}>
          <Link href={routePath('book', language)}>{forms.quote.bookVisit}</Link>
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mb: 6 }}>
        <Button href={routePath('home', language)} variant="contained">
          {t.home}
        </Button>
        <Button href={`${routePath(place.key, language)}${place.hash}`} variant="outlined">
          {forms[kind].again}
        </Button>
      </Stack>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {forms.review.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {forms.review.body}
      </Typography>
      <Button href={business.googleReviewUrl} target="_blank" rel="noopener noreferrer" variant="outlined">
        {forms.review.link}
        <span className="visually-hidden">{` ${forms.newTab}`}</span>
      </Button>
    </Container>
  );
}
