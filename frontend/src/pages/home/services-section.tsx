import { pagesIn, photoPageKey, routePath, type ServiceRouteKey } from '@costa-sol/common';
import Box from '@mui/material/Box';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Island } from '../../islands/island';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { PageSection } from '../../components/page-section';
import { ResponsiveImage } from '../../components/responsive-image';
import { usePagePhotos } from '../../lib/page-photos';
import { useBusiness } from '../../lib/business';
import { HOME_SERVICE_IMAGES, homeText } from './home-text';
import { placedSection, sectionIntro, usePublishedPageText } from '../article/published-page-text';

/** A card's width: a quarter of the lg container from md up (24 px gaps), half on a tablet, the full width on a phone. */
const CARD_SIZES =
  '(min-width: 1200px) 270px, (min-width: 900px) calc(25vw - 30px), (min-width: 600px) calc(50vw - 36px), calc(100vw - 32px)';

/** A card's picture: the first photo of the service page chosen in the admin, else the drawing, in the same 16:9 box. */
function CardPicture({ service, drawing, alt }: { service: ServiceRouteKey; drawing: string; alt: string }) {
  const [photo] = usePagePhotos(photoPageKey.service(service));
  if (!photo) return <Island name="lazy-image" load="visible" props={{ src: drawing, alt, width: 320, height: 180 }} />;
  return (
    <Box sx={{ '& img': { display: 'block', width: '100%', aspectRatio: '320 / 180', objectFit: 'cover', borderRadius: '10px' } }}>
      <ResponsiveImage {...photo} sizes={CARD_SIZES} />
    </Box>
  );
}

/** Four service cards, each linking to that service's page in the current language. */
export function ServicesSection() {
  const t = useCatalogue(homeText);
  const section = placedSection(usePublishedPageText('home'), 'services');
  const language = useLanguage();
  const facts = useBusiness();
  return (
    <PageSection headingId="services-heading" heading={section.heading} intro={sectionIntro(section)}>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {pagesIn('homeServices').map(({ key }) => {
          const item = t.services.items[key];
          const image = HOME_SERVICE_IMAGES[key];
          return (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardPicture service={key} drawing={image} alt={item.imageAlt} />
                <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
                  <Typography variant="h3">{item.title}</Typography>
                  <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                    {item.text(facts)}
                  </Typography>
                  <Link
                    component={RouterLink}
                    to={routePath(key, language)}
                    sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                  >
                    {item.link}
                    <ArrowForwardIcon fontSize="small" />
                  </Link>
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </PageSection>
  );
}
