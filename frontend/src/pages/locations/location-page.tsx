import { comarcaHubPath, routePath, townPath } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useLocation } from '../../features/locations/api/get-location';
import { useTownPhotos } from '../../features/locations/api/get-town-photos';
import { useTownVisitsDone } from '../../features/locations/api/get-town-visits';
import { PhotoGallery } from '../../components/photo-gallery';
import { ServiceMap } from '../../features/locations/service-map/service-map';
import { locationsText } from '../../features/locations/content/locations-text';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { Head } from '../../lib/head';
import { useBusiness } from '../../lib/business';
import { buildPageHead } from '../../lib/page-head';
import { useSiteConfig } from '../../lib/site-config';
import { NotFoundPage } from '../not-found-page';
import { ReachFacts } from './reach-facts';
import { TownMapCaption } from './town-map-caption';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A town page from the locations API, which gives the town's slug in both languages. */
export default function LocationPage() {
  const { townSlug = '' } = useParams();
  const language = useLanguage();
  const t = useCatalogue(locationsText);
  const { origin } = useSiteConfig();
  const { brandWithTrade } = useBusiness();
  const town = useLocation(townSlug, language);
  const photos = useTownPhotos(townSlug, language);
  const visitsDone = useTownVisitsDone(townSlug);
  if (!town) return <NotFoundPage />;
  const path = (lang: 'en' | 'es') => `${routePath('locations', lang)}/${town.slugs[lang]}`;
  const base = routePath('locations', language);
  const hub = comarcaHubPath(town.comarca.id, language);
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Head
        {...buildPageHead({
          origin,
          brand: brandWithTrade,
          language,
          paths: { en: path('en'), es: path('es') },
          title: town.metaTitle,
          description: town.metaDescription,
          breadcrumbs: [
            { name: t.home, path: routePath('home', language) },
            { name: t.indexHeading, path: base },
            { name: town.comarca.name, path: hub },
            { name: town.name, path: path(language) },
          ],
          faqs: town.faqs,
        })}
      />
      <Chip component={RouterLink} to={hub} clickable label={`${t.comarca}: ${town.comarca.name}`} sx={{ mb: 2 }} />
      <Typography variant="h1" gutterBottom>
        {town.heroTitle}
      </Typography>
      <Typography sx={{ fontSize: '1.15rem', mb: 2 }}>{town.heroDescription}</Typography>
      {town.summary && town.summary !== town.heroDescription && <Typography sx={{ mb: 3 }}>{town.summary}</Typography>}
      {town.about && <Typography sx={{ mb: 3 }}>{town.about}</Typography>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 5 }}>
        <Button component={RouterLink} to={`${routePath('home', language)}#quote`} variant="contained" color="secondary">
          {t.getQuote}
        </Button>
        <Button component={RouterLink} to={routePath('contact', language)} variant="outlined">
          {t.contact}
        </Button>
      </Box>
      <PhotoGallery photos={photos} label={t.photosLabel(town.name)} />
      <Section id="reach" title={t.reach(town.name)}>
        <ServiceMap current={town.slugs[language]} caption={<TownMapCaption reach={town.reach} />} />
        <ReachFacts reach={town.reach} altitude={town.altitude} coordinates={town.coordinates} capital={town.capital} />
        {visitsDone !== null && (
          <Typography data-town-visits sx={{ mt: 1.5 }}>
            {t.visitsDone(visitsDone, town.name)}
          </Typography>
        )}
      </Section>
      {town.nearby && town.nearby.length > 0 && (
        <Section id="nearby" title={t.nearby}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
            {town.nearby.map((near) => (
              <li key={near.slug}>
                <Link component={RouterLink} to={townPath(near.slug, language)}>
                  {near.name}
                </Link>{' '}
                ({t.nearbyValue(near.distanceKm, t.directions[near.direction], near.climbM)})
              </li>
            ))}
          </Box>
        </Section>
      )}
      {town.ownNotes ? (
        <Section id="climate" title={t.climate}>
          <Typography sx={{ mb: 1 }}>{town.climateNotes}</Typography>
          <Link component={RouterLink} to={hub}>
            {t.hubLink(town.comarca.name)}
          </Link>
        </Section>
      ) : (
        <Typography sx={{ mb: 4 }}>
          <Link component={RouterLink} to={hub}>
            {t.hubLink(town.comarca.name)}
          </Link>
        </Typography>
      )}
      {town.servicePages && town.servicePages.length > 0 && (
        <Section id="services" title={t.services}>
          <Box component="ul" sx={{ pl: 3 }}>
            {town.servicePages.map((page) => (
              <li key={page.key}>
                <Link component={RouterLink} to={`${path(language)}/${page.slug}`}>
                  {page.title}
                </Link>
              </li>
            ))}
          </Box>
        </Section>
      )}
      {town.neighborhoods && (
        <Section id="incentives" title={t.incentives}>
          <Box component="ul" sx={{ pl: 3 }}>
            {town.localIncentives.map((incentive) => (
              <li key={incentive}>
                <Typography>{incentive}</Typography>
              </li>
            ))}
          </Box>
        </Section>
      )}
      {town.neighborhoods && town.neighborhoods.length > 0 && (
        <Section id="neighborhoods" title={t.neighborhoods}>
          <Typography>{town.neighborhoods.join(' · ')}</Typography>
        </Section>
      )}
      {town.landmarks && town.landmarks.length > 0 && (
        <Section id="landmarks" title={t.landmarks}>
          <Typography>{town.landmarks.join(' · ')}</Typography>
        </Section>
      )}
      {town.postalCodes && town.postalCodes.length > 0 && (
        <Section id="postal-codes" title={t.postalCodes}>
          <Typography>{town.postalCodes.join(', ')}</Typography>
        </Section>
      )}
      <Section id="faqs" title={t.faqs}>
        {town.faqs.map((faq) => (
          <Box key={faq.question} sx={{ mb: 2 }}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
              {faq.question}
            </Typography>
            <Typography>{faq.answer}</Typography>
          </Box>
        ))}
      </Section>
    </Container>
  );
}
