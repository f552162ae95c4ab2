import EnergySavingsLeafIcon from '@mui/icons-material/EnergySavingsLeaf';
import EngineeringIcon from '@mui/icons-material/Engineering';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../i18n/i18n-context';
import { useBusiness } from '../../lib/business';
import { PageSection } from '../../components/page-section';
import { placedSection, sectionIntro, usePublishedPageText } from '../article/published-page-text';
import { homeText } from './home-text';

/** Decorative icons of the catalogue's cards (MUI icons are aria-hidden). */
const ICONS = {
  warranty: WorkspacePremiumIcon,
  savings: EnergySavingsLeafIcon,
  certified: EngineeringIcon,
  emergency: SupportAgentIcon,
};

/**
 * "Why Choose Costa Sol HVAC?": why premium brands and why us (warranties up to 12 years, up to 40% savings), from
 * the business settings: a reason whose figure the owner switched off is left out.
 */
export function WhyChooseSection() {
  const t = useCatalogue(homeText);
  const section = placedSection(usePublishedPageText('home'), 'why');
  const facts = useBusiness();
  return (
    <PageSection headingId="why-heading" heading={section.heading} intro={sectionIntro(section)}>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {t.why.cards(facts).map((card) => {
          const Icon = ICONS[card.key];
          return (
            <Grid key={card.title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
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
