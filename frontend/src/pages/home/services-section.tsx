import { pagesIn, routePath } from '@costa-sol/common';
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
import { HOME_SERVICE_IMAGES, homeText } from './home-text';

/** Four service cards, each linking to that service's page in the current language. */
export function ServicesSection() {
  const t = useCatalogue(homeText);
  const language = useLanguage();
  return (
    <PageSection headingId="services-heading" heading={t.services.heading} intro={t.services.intro}>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {pagesIn('homeServices').map(({ key }) => {
          const item = t.services.items[key];
          const image = HOME_SERVICE_IMAGES[key];
          return (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <Island name="lazy-image" load="visible" props={{ src: image, alt: item.imageAlt, width: 320, height: 180 }} />
                <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
                  <Typography variant="h3">{item.title}</Typography>
                  <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                    {item.text}
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
