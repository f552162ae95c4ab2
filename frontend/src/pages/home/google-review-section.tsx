import GoogleIcon from '@mui/icons-material/Google';
import RateReviewIcon from '@mui/icons-material/RateReview';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../i18n/i18n-context';
import { PageSection } from '../../components/page-section';
import { placedSection, sectionIntro, usePublishedPageText } from '../article/published-page-text';
import { homeText } from './home-text';
import { RatingFigures } from '../../features/reviews/components/rating-figures';
import { useBusiness } from '../../lib/business';

/** The ratings, each named as Google's or this site's (RatingFigures), as text only, with links to Google. */
export function GoogleReviewSection() {
  const business = useBusiness();
  const t = useCatalogue(homeText);
  const section = placedSection(usePublishedPageText('home'), 'google-review');
  return (
    <PageSection headingId="google-review-heading" heading={section.heading}>
      <Box sx={{ textAlign: 'center' }}>
        <RatingFigures sx={{ fontSize: '1.25rem', fontWeight: 800, mb: 1 }} />
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {sectionIntro(section)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
          <Button
            href={business.googleReviewUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            startIcon={<RateReviewIcon />}
          >
            {t.googleReview.write}
            <span className="visually-hidden"> {t.newTab}</span>
          </Button>
          <Button href={business.googleProfileUrl} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={<GoogleIcon />}>
            {t.googleReview.read}
            <span className="visually-hidden"> {t.newTab}</span>
          </Button>
        </Box>
      </Box>
    </PageSection>
  );
}
