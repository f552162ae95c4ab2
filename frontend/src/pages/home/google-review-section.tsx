import GoogleIcon from '@mui/icons-material/Google';
import RateReviewIcon from '@mui/icons-material/RateReview';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../i18n/i18n-context';
import { PageSection } from '../../components/page-section';
import { placedSection, sectionIntro, usePublishedPageText } from '../article/published-page-text';
import { homeText } from './home-text';
import { ReviewSummaryLine } from '../../features/reviews/components/review-summary-line';
import { useBusiness } from '../../lib/business';

/** The review summary computed from the published testimonials ("4.8 from 5 reviews"), as text only, with links to Google. */
export function GoogleReviewSection() {
  const business = useBusiness();
  const t = useCatalogue(homeText);
  const section = placedSection(usePublishedPageText('home'), 'google-review');
  return (
    <PageSection headingId="google-review-heading" heading={section.heading}>
      <Box sx={{ textAlign: 'center' }}>
        <Box aria-hidden="true" sx={{ color: '#b45309', display: 'flex', justifyContent: 'center', mb: 1 }}>
          {[1, 2, 3, 4, 5].map((star) => (
            <StarIcon key={star} fontSize="large" />
          ))}
        </Box>
        <ReviewSummaryLine text={t.googleReview.rating} sx={{ fontSize: '1.5rem', fontWeight: 800, mb: 1 }} />
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
