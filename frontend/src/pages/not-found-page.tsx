import { fitTitle, pagesIn, routePath } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCatalogue, useLanguage } from '../i18n/i18n-context';
import { pageNames } from '../i18n/page-names';
import { useBusiness } from '../lib/business';
import { Head } from '../lib/head';
import { useSiteConfig } from '../lib/site-config';
import { notFoundText } from './not-found-text';

/**
 * Answers with status 404 (the server reads it from the head collector) and is never indexed. It offers a way on: the
 * quote form, the home and contact pages, and the registry's list `notFound` of the pages a lost visitor most likely wants (no visit data backs a ranking).
 */
export function NotFoundPage() {
  const t = useCatalogue(notFoundText);
  const language = useLanguage();
  const { origin } = useSiteConfig();
  const { brandWithTrade } = useBusiness();
  const { pathname } = useLocation();
  const names = useCatalogue(pageNames);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Head
        title={fitTitle(t.title, brandWithTrade)}
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center', mb: 5 }}>
        <Button component={RouterLink} to={`${routePath('home', language)}#quote`} variant="contained">
          {t.quote}
        </Button>
        <Button component={RouterLink} to={routePath('home', language)} variant="outlined">
          {t.home}
        </Button>
        <Button component={RouterLink} to={routePath('contact', language)} variant="outlined">
          {t.contact}
        </Button>
      </Box>
      <Typography component="h2" variant="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t.popular}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {pagesIn('notFound').map(({ key }) => (
          <li key={key}>
            <Link component={RouterLink} to={routePath(key, language)}>
              {names[key]}
            </Link>
          </li>
        ))}
      </Box>
    </Container>
  );
}
