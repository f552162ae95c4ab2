import { googleRatingShown, type Language } from '@costa-sol/common';
import Link from '@mui/material/Link';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { useBusiness } from '../../../lib/business';
import { reviewsText } from '../content/reviews-text';
import { ReviewSummaryLine } from './review-summary-line';

const numberLocale = (language: Language) => (language === 'es' ? 'es-ES' : 'en-GB');

/** The rating as the owner typed it from Google ("4.8" or "4,8"), written for the page's language. */
function googleFigure(rating: string, language: Language): string {
  return rating.replace(/[.,]/, language === 'es' ? ',' : '.');
}

/**
 * Every rating the page states, each saying whose it is (docs/decisions: one rating): the Google rating and count the
 * owner entered in the business settings, linked to the Google profile, only while both are switched on; then the
 * average of the testimonials published on this site. Never a bare figure beside another.
 */
export function RatingFigures({ sx }: { sx?: TypographyProps['sx'] }) {
  const business = useBusiness();
  const language = useLanguage();
  const t = useCatalogue(reviewsText);
  const google = googleRatingShown(business.claims);
  const count = google && new Intl.NumberFormat(numberLocale(language)).format(Number(google.count));
  return (
    <>
      {google && count && (
        <Typography sx={sx} data-testid="google-rating">
          <Link href={business.googleProfileUrl} target="_blank" rel="noopener noreferrer" color="inherit">
            {t.googleRating(googleFigure(google.rating, language), count)}
            <span className="visually-hidden"> {t.newTab}</span>
          </Link>
        </Typography>
      )}
      <ReviewSummaryLine text={({ rating, count: reviews }) => t.siteRating(rating, reviews)} sx={sx} />
    </>
  );
}
