import RateReviewIcon from '@mui/icons-material/RateReview';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../i18n/i18n-context';
import { contactText } from './contact-text';
import { NewTabHint } from './new-tab-hint';
import { useBusiness } from '../../lib/business';
import { RatingFigures } from '../../features/reviews/components/rating-figures';

export function ReviewCallToAction() {
  const business = useBusiness();
  const t = useCatalogue(contactText);
  return (
    <Box component="section" aria-labelledby="review-heading" sx={{ textAlign: 'center', py: { xs: 5, md: 6 } }}>
      <Typography id="review-heading" variant="h2" sx={{ mb: 1 }}>
        {t.review.heading}
      </Typography>
      <RatingFigures sx={{ fontWeight: 700, mb: 1 }} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t.review.text}
      </Typography>
      <Button
        href={business.googleReviewUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="contained"
        size="large"
        startIcon={<RateReviewIcon />}
      >
        {t.review.link}
        <NewTabHint text={t.newTab} />
      </Button>
    </Box>
  );
}
