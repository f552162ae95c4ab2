import { splitCard } from '@costa-sol/common';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../i18n/i18n-context';
import { PageSection } from '../../components/page-section';
import { DEALER_BRAND_SITES, homeText } from './home-text';
import { placedSection, sectionIntro, usePublishedPageText } from '../article/published-page-text';

/**
 * Authorized-dealer brand cards, the #brands section's list ("Name: what we install"), each linking out to the brand's
 * official site (DEALER_BRAND_SITES, by position) in a new tab. No logos: names only.
 */
export function BrandsSection() {
  const t = useCatalogue(homeText);
  const section = placedSection(usePublishedPageText('home'), 'brands');
  return (
    <PageSection headingId="brands-heading" heading={section.heading} intro={sectionIntro(section)} tinted>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {(section.bullets ?? []).map(splitCard).map((brand, index) => (
          <Grid key={`${index}-${brand.title}`} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main' }}>
                  <VerifiedIcon fontSize="small" />
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {t.brands.badge}
                  </Typography>
                </Box>
                <Typography variant="h3">{brand.title}</Typography>
                <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                  {brand.text}
                </Typography>
                <Link
                  href={DEALER_BRAND_SITES[section.bulletPositions?.[index] ?? index]}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  {t.brands.link(brand.title)}
                  <OpenInNewIcon fontSize="small" />
                  <span className="visually-hidden"> {t.newTab}</span>
                </Link>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageSection>
  );
}
