import { routePath } from '@costa-sol/common';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCatalogue, useLanguage } from '../i18n/i18n-context';
import { Head } from '../lib/head';
import { useSiteConfig } from '../lib/site-config';
import { notFoundText } from './not-found-text';

/** Answers with status 404 (the server reads it from the head collector) and is never indexed. */
export function NotFoundPage() {
  const t = useCatalogue(notFoundText);
  const language = useLanguage();
  const { origin } = useSiteConfig();
  const { pathname } = useLocation();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Head
        title={t.title}
        description={t.body}
        canonical={`${origin}${pathname}`}
        alternates={[]}
        robots="noindex, follow"
        jsonLd={[]}
        status={404}
      />
      <Typography variant="h1" gutterBottom>
        {t.heading}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t.body}</Typography>
      <Button component={RouterLink} to={routePath('home', language)} variant="contained" sx={{ mr: 2 }}>
        {t.home}
      </Button>
      <Button component={RouterLink} to={routePath('contact', language)} variant="outlined">
        {t.contact}
      </Button>
    </Container>
  );
}
