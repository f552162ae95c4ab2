import { type RouteKey, STATIC_ROUTES } from '@costa-sol/common';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../../i18n/i18n-context';
import { Head } from '../../lib/head';
import { buildPageHead } from '../../lib/page-head';
import { useSiteConfig } from '../../lib/site-config';
import { staticPageContent } from './static-page-content';

/** A page of the route table whose text lives in the static page catalogue. */
export function StaticPage({ routeKey }: { routeKey: Exclude<RouteKey, 'home' | 'contact'> }) {
  const language = useLanguage();
  const { origin } = useSiteConfig();
  const text = staticPageContent[language][routeKey];
  const pair = STATIC_ROUTES.find((route) => route.key === routeKey)!;
  const home = STATIC_ROUTES[0];
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Head
        {...buildPageHead({
          origin,
          language,
          paths: { en: pair.en, es: pair.es },
          title: text.title,
          description: text.description,
          breadcrumbs: [
            { name: language === 'es' ? 'Inicio' : 'Home', path: home[language] },
            { name: text.heading, path: pair[language] },
          ],
        })}
      />
      <Typography variant="h1" gutterBottom>
        {text.heading}
      </Typography>
      {text.intro.map((paragraph) => (
        <Typography key={paragraph.slice(0, 32)} sx={{ fontSize: '1.1rem', mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
    </Container>
  );
}
