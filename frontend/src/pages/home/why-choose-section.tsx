import { splitCard } from '@costa-sol/common';
import EnergySavingsLeafIcon from '@mui/icons-material/EnergySavingsLeaf';
import EngineeringIcon from '@mui/icons-material/Engineering';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../components/page-section';
import { placedSection, sectionIntro, usePublishedPageText } from '../article/published-page-text';

/** Decorative icons of the cards, by their written position (MUI icons are aria-hidden): warranty, savings, certified, emergency. */
const ICONS = [WorkspacePremiumIcon, EnergySavingsLeafIcon, EngineeringIcon, SupportAgentIcon];

/**
 * "Why Choose Costa Sol HVAC?": the #why section's list as cards ("Title: text"); a reason that names a figure the
 * owner switched off is left out (its card's icon stays with the others' written positions).
 */
export function WhyChooseSection() {
  const section = placedSection(usePublishedPageText('home'), 'why');
  return (
    <PageSection headingId="why-heading" heading={section.heading} intro={sectionIntro(section)}>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {(section.bullets ?? []).map((item, index) => {
          const card = splitCard(item);
          const Icon = ICONS[(section.bulletPositions?.[index] ?? index) % ICONS.length];
          return (
            <Grid key={`${index}-${card.title}`} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Box
                    sx={{
                      width: 52,
                      height: 52,
                      borderRadius: '50%',
                      bgcolor: '#e3eef3',
                      color: 'primary.main',
                      display: 'grid',
                      placeItems: 'center',
                      mb: 2,
                    }}
                  >
                    <Icon />
                  </Box>
                  <Typography variant="h3" sx={{ mb: 1 }}>
                    {card.title}
                  </Typography>
                  <Typography color="text.secondary">{card.text}</Typography>
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </PageSection>
  );
}
