import { routePath } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useTownServicePage } from '../../features/locations/api/get-town-service-page';
import { locationsText } from '../../features/locations/content/locations-text';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { Head } from '../../lib/head';
import { useBusiness } from '../../lib/business';
import { buildPageHead } from '../../lib/page-head';
import { useSiteConfig } from '../../lib/site-config';
import { NotFoundPage } from '../not-found-page';

/** A service page of a town (Alhaurín el Grande's eleven). */
export default function TownServicePage() {
  const { townSlug = '', serviceSlug = '' } = useParams();
  const language = useLanguage();
  const t = useCatalogue(locationsText);
  const { origin } = useSiteConfig();
  const { brandWithTrade } = useBusiness();
  const page = useTownServicePage(townSlug, serviceSlug, language);
  if (!page) return <NotFoundPage />;
  const townPath = (lang: 'en' | 'es') => `${routePath('locations', lang)}/${page.town.slugs[lang]}`;
  const path = (lang: 'en' | 'es') => `${townPath(lang)}/${page.slugs[lang]}`;
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Head
        {...buildPageHead({
          origin,
          brand: brandWithTrade,
          language,
          paths: { en: path('en'), es: path('es') },
          title: page.metaTitle,
          description: page.metaDescription,
          breadcrumbs: [
            { name: t.home, path: routePath('home', language) },
            { name: t.indexHeading, path: routePath('locations', language) },
            { name: page.town.name, path: townPath(language) },
            { name: page.title, path: path(language) },
          ],
        })}
      />
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.9rem', md: '2.3rem' } }}>
        {page.title}
      </Typography>
      <Typography sx={{ fontSize: '1.15rem', mb: 3 }}>{page.intro}</Typography>
      {page.sections.map((section, position) => (
        <Box component="section" key={`${position}-${section.heading}`} sx={{ mb: 3 }}>
          <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
            {section.heading}
          </Typography>
          {section.body.split(/\n\s*\n/).map((paragraph, index) => (
            <Typography key={`${index}-${paragraph}`} sx={{ mt: index > 0 ? 1.5 : 0 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', my: 4 }}>
        <Button component={RouterLink} to={`${routePath('home', language)}#quote`} variant="contained" color="secondary">
          {t.getQuote}
        </Button>
        <Button component={RouterLink} to={routePath('contact', language)} variant="outlined">
          {t.contact}
        </Button>
      </Box>
      <Link component={RouterLink} to={townPath(language)}>
        {page.town.name}
      </Link>
    </Container>
  );
}
