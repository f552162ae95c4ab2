import { routePath } from '@costa-sol/common';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Island } from '../../islands/island';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { useBusiness } from '../../lib/business';
import { PageSection } from '../../components/page-section';
import { homeText } from './home-text';

/** Heat pumps: 300-400% efficiency, rebates up to €7,500 (each while shown in the business settings), and a link to the heat pumps page. */
export function HeatPumpSection() {
  const t = useCatalogue(homeText);
  const language = useLanguage();
  const facts = useBusiness();
  return (
    <PageSection headingId="heat-pumps-heading" heading={t.heatPumps.heading(facts)} tinted centred={false}>
      <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          {t.heatPumps.paragraphs(facts).map((paragraph) => (
            <Typography key={paragraph.slice(0, 40)} sx={{ mb: 2, fontSize: '1.05rem' }}>
              {paragraph}
            </Typography>
          ))}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mb: 3, p: 0, display: 'grid', gap: 1 }}>
            {t.heatPumps.highlights(facts).map((highlight) => (
              <Box component="li" key={highlight} sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}>
                <CheckCircleIcon sx={{ color: 'success.main' }} />
                {highlight}
              </Box>
            ))}
          </Box>
          <Button component={RouterLink} to={routePath('heatPumps', language)} variant="contained" size="large">
            {t.heatPumps.link}
          </Button>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Island
            name="lazy-image"
            load="visible"
            props={{ src: '/images/heat-pump-diagram.svg', alt: t.heatPumps.imageAlt, width: 480, height: 300 }}
          />
        </Grid>
      </Grid>
    </PageSection>
  );
}
