import { type RouteKey, routePath } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { Head } from '../../lib/head';
import { useBusiness } from '../../lib/business';
import { buildPageHead } from '../../lib/page-head';
import { useSiteConfig } from '../../lib/site-config';
import { articleText } from '../article/article-text';
import { QuoteCallToAction } from '../article/article-page';
import { overviewText } from './overview-text';

interface OverviewCard {
  name: string;
  /** The page's own meta description, in the page's language. */
  description: string;
  path: string;
}

/** An overview page: an intro, one card per page below it (linked by name) and the quote call-to-action. */
export function OverviewPage({ routeKey, cards }: { routeKey: RouteKey & keyof (typeof overviewText)['en']; cards: OverviewCard[] }) {
  const language = useLanguage();
  const text = useCatalogue(overviewText)[routeKey];
  const t = useCatalogue(articleText);
  const { origin } = useSiteConfig();
  const { brandWithTrade } = useBusiness();
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Head
        {...buildPageHead({
          origin,
          brand: brandWithTrade,
          language,
          paths: { en: routePath(routeKey, 'en'), es: routePath(routeKey, 'es') },
          title: text.title,
          description: text.description,
          breadcrumbs: [
            { name: t.home, path: routePath('home', language) },
            { name: text.breadcrumb, path: routePath(routeKey, language) },
          ],
        })}
      />
      <Typography variant="h1" gutterBottom>
        {text.heading}
      </Typography>
      {text.intro.map((paragraph) => (
        <Typography key={paragraph} sx={{ fontSize: '1.125rem', mb: 2, lineHeight: 1.7, maxWidth: 760 }}>
          {paragraph}
        </Typography>
      ))}
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, mt: 4, mb: 0, display: 'grid', gap: 3, gridTemplateColumns: { sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}
      >
        {cards.map((card) => (
          <Paper component="li" key={card.path} variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              <Link href={card.path}>{card.name}</Link>
            </Typography>
            <Typography sx={{ lineHeight: 1.6 }}>{card.description}</Typography>
          </Paper>
        ))}
      </Box>
      <QuoteCallToAction />
    </Container>
  );
}
