import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../i18n/i18n-context';
import { PageSection } from '../../components/page-section';
import { placedSection, sectionIntro, usePublishedPageText } from '../article/published-page-text';
import { homeText } from './home-text';
import { useBusiness } from '../../lib/business';

/** Licensed, insured and bonded, with the Google Business Profile and Facebook page. */
export function TrustSection() {
  const business = useBusiness();
  const t = useCatalogue(homeText);
  const section = placedSection(usePublishedPageText('home'), 'trust');
  return (
    <PageSection headingId="trust-heading" heading={section.heading} tinted>
      <Box sx={{ textAlign: 'center' }}>
        <VerifiedUserIcon sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} />
        <Typography sx={{ mb: 3, maxWidth: 720, mx: 'auto', fontSize: '1.05rem' }}>{sectionIntro(section)}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
          <Button
            href={business.social.google}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            size="large"
            startIcon={<GoogleIcon />}
          >
            {t.trust.google(business.brandWithTrade)}
            <span className="visually-hidden"> {t.newTab}</span>
          </Button>
          <Button
            href={business.social.facebook}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            size="large"
            startIcon={<FacebookIcon />}
          >
            {t.trust.facebook(business.brandWithTrade)}
            <span className="visually-hidden"> {t.newTab}</span>
          </Button>
        </Box>
      </Box>
    </PageSection>
  );
}
