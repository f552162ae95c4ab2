import { photoPageKey, SERVICE_ROUTE_KEYS, type ServiceRouteKey, splitCard } from '@costa-sol/common';
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
import { drawingOf, homeText, SERVICE_DRAWINGS } from './home-text';
import { linkPath } from '../article/article-links';
import type { LinkTarget } from '../article/article-types';
import { placedSection, sectionIntro, usePublishedPageText } from '../article/published-page-text';

/** A card's width: a quarter of the lg container from md up (24 px gaps), half on a tablet, the full width on a phone. */
const CARD_SIZES =
  '(min-width: 1200px) 270px, (min-width: 900px) calc(25vw - 30px), (min-width: 600px) calc(50vw - 36px), calc(100vw - 32px)';

const Drawing = ({ src, alt }: { src: string; alt: string }) => (
  <Island name="lazy-image" load="visible" props={{ src, alt, width: 320, height: 180 }} />
);

/** A service card's picture: the first photo of the service page chosen in the admin, else the drawing, in the same 16:9 box. */
function ServicePicture({ service, drawing, alt }: { service: ServiceRouteKey; drawing: string; alt: string }) {
  const [photo] = usePagePhotos(photoPageKey.service(service));
  if (!photo) return <Drawing src={drawing} alt={alt} />;
  return (
    <Box sx={{ '& img': { display: 'block', width: '100%', aspectRatio: '320 / 180', objectFit: 'cover', borderRadius: '10px' } }}>
      <ResponsiveImage {...photo} sizes={CARD_SIZES} />
    </Box>
  );
}

/**
 * The service cards of the home page's #services section: each list item "Title: text" with the link at its position
 * (the page registry's `cards`), the picture of the service it links to.
 */
export function ServicesSection() {
  const t = useCatalogue(homeText);
  const section = placedSection(usePublishedPageText('home'), 'services');
  const language = useLanguage();
  const links = section.links ?? [];
  return (
    <PageSection headingId="services-heading" heading={section.heading} intro={sectionIntro(section)}>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {(section.bullets ?? []).map((item, position) => {
          const { title, text } = splitCard(item);
          const link = links[position];
          const drawing = drawingOf(link.to);
          const service = SERVICE_ROUTE_KEYS.find((key) => key === link.to);
          return (
            <Grid key={`${position}-${link.to}`} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                {service ? (
                  <ServicePicture service={service} drawing={SERVICE_DRAWINGS[drawing]} alt={t.services.drawingAlt[drawing]} />
                ) : (
                  <Drawing src={SERVICE_DRAWINGS[drawing]} alt={t.services.drawingAlt[drawing]} />
                )}
                <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
                  <Typography variant="h3">{title}</Typography>
                  <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                    {text}
                  </Typography>
                  <Link
                    component={RouterLink}
                    to={linkPath(link.to as LinkTarget, language)}
                    sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                  >
                    {link.label}
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
