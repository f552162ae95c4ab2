import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Island } from '../../islands/island';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { linkPath } from '../article/article-links';
import type { LinkTarget } from '../article/article-types';
import { placedSection, usePublishedPageText } from '../article/published-page-text';
import { PageSection } from '../../components/page-section';
import { homeText } from './home-text';

/**
 * The #heat-pumps section: its paragraphs, its list as highlights (300-400% efficiency, rebates up to €7,500: a
 * paragraph or highlight naming a figure switched off is left out) and its link as the button.
 */
export function HeatPumpSection() {
  const t = useCatalogue(homeText);
  const language = useLanguage();
  const section = placedSection(usePublishedPageText('home'), 'heat-pumps');
  const [link] = section.links ?? [];
  return (
    <PageSection headingId="heat-pumps-heading" heading={section.heading} tinted centred={false}>
      <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph.slice(0, 40)} sx={{ mb: 2, fontSize: '1.05rem' }}>
              {paragraph}
            </Typography>
          ))}
          {section.bullets && (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, mb: 3, p: 0, display: 'grid', gap: 1 }}>
              {section.bullets.map((highlight) => (
                <Box component="li" key={highlight} sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}>
                  <CheckCircleIcon sx={{ color: 'success.main' }} />
                  {highlight}
                </Box>
              ))}
            </Box>
          )}
          {link && (
            <Button component={RouterLink} to={linkPath(link.to as LinkTarget, language)} variant="contained" size="large">
              {link.label}
            </Button>
          )}
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
