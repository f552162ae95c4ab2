import { comarcaHubPath, routePath, townPath } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useComarcas } from '../../features/locations/api/get-comarcas';
import { ServiceMap } from '../../features/locations/service-map/service-map';
import { locationsText } from '../../features/locations/content/locations-text';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { Head } from '../../lib/head';
import { useBusiness } from '../../lib/business';
import { buildPageHead } from '../../lib/page-head';
import { useServiceArea } from '../../lib/service-area';
import { useSiteConfig } from '../../lib/site-config';

export default function LocationsIndexPage() {
  const language = useLanguage();
  const t = useCatalogue(locationsText);
  const { origin } = useSiteConfig();
  const { brandWithTrade } = useBusiness();
  const comarcas = useComarcas(language);
  const area = useServiceArea();
  const base = routePath('locations', language);
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Head
        {...buildPageHead({
          origin,
          brand: brandWithTrade,
          language,
          paths: { en: routePath('locations', 'en'), es: routePath('locations', 'es') },
          title: t.indexTitle,
          description: t.indexDescription,
          breadcrumbs: [
            { name: t.home, path: routePath('home', language) },
            { name: t.indexHeading, path: base },
          ],
        })}
      />
      <Typography variant="h1" gutterBottom>
        {t.indexHeading}
      </Typography>
      <Typography sx={{ mb: 4, fontSize: '1.1rem', maxWidth: 760 }}>{t.indexIntro(area)}</Typography>
      <ServiceMap />
      {comarcas.map((comarca) => (
        <Box component="section" key={comarca.id} aria-labelledby={`comarca-${comarca.id}`} sx={{ mb: 5 }}>
          <Typography id={`comarca-${comarca.id}`} variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
            <Link component={RouterLink} to={comarcaHubPath(comarca.id, language)}>
              {comarca.name}
            </Link>{' '}
            <Typography component="span" color="text.secondary">
              ({t.towns(comarca.count)})
            </Typography>
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, columns: { xs: 2, sm: 3, md: 4 }, columnGap: 3 }}>
            {comarca.towns.map((town) => (
              <Box component="li" key={town.slug} sx={{ mb: 0.75, breakInside: 'avoid' }}>
                <Link component={RouterLink} to={townPath(town.slug, language)}>
                  {town.name}
                </Link>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Container>
  );
}
