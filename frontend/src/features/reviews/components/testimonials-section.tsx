import { HOME_TESTIMONIALS } from '@costa-sol/common';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { type Testimonial, useTestimonials } from '../api/get-testimonials';
import { reviewsText } from '../content/reviews-text';
import { shownReviews } from '../utils/review-json-ld';
import { AsyncContent, EmptyState } from '../../../components/async-content';
import { ResponsiveImage } from '../../../components/responsive-image';
import { PageSection } from '../../../components/page-section';

const STAR_COLOUR = '#b45309';
const HEADING_ID = 'testimonials-heading';

function Stars({ rating }: { rating: number }) {
  const t = useCatalogue(reviewsText);
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <Box role="img" aria-label={t.stars(value)} sx={{ display: 'flex', color: STAR_COLOUR }}>
      {[1, 2, 3, 4, 5].map((star) =>
        star <= value ? <StarIcon key={star} fontSize="small" /> : <StarBorderIcon key={star} fontSize="small" />,
      )}
    </Box>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const details = [testimonial.service, testimonial.location].filter(Boolean).join(' · ');
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {testimonial.photo && (
        <Box sx={{ '& img': { display: 'block', width: '100%', objectFit: 'cover', aspectRatio: '3 / 2' } }}>
          <ResponsiveImage {...testimonial.photo} sizes="(min-width: 900px) 33vw, 100vw" />
        </Box>
      )}
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Stars rating={testimonial.rating} />
          <FormatQuoteIcon sx={{ color: 'primary.main', opacity: 0.35 }} />
        </Box>
        <Box component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
          <Typography>{testimonial.review}</Typography>
        </Box>
        <Box>
          <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
            {testimonial.name}
          </Typography>
          {details && (
            <Typography variant="body2" color="text.secondary">
              {details}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

function CardGrid({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {testimonials.map((testimonial) => (
        <Grid key={testimonial.id} size={{ xs: 12, md: 4 }} component="li">
          <TestimonialCard testimonial={testimonial} />
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * The first three cards, and the rest of the reviews the structured data carries (up to five) behind a "More
 * reviews" disclosure, so every review in the markup is on the page. A native <details>: no JavaScript.
 */
function TestimonialCards() {
  const t = useCatalogue(reviewsText);
  const language = useLanguage();
  const reviews = shownReviews(useTestimonials(language));
  if (reviews.length === 0) return <EmptyState title={t.emptyTitle} body={t.emptyBody} />;
  const more = reviews.slice(HOME_TESTIMONIALS);
  return (
    <>
      <CardGrid testimonials={reviews.slice(0, HOME_TESTIMONIALS)} />
      {more.length > 0 && (
        <Box component="details" className="more-reviews" sx={{ mt: 3 }}>
          <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 600, color: 'primary.main', mb: 2, width: 'fit-content' }}>
            {t.moreReviews(more.length)}
          </Box>
          <CardGrid testimonials={more} />
        </Box>
      )}
    </>
  );
}

function TestimonialSkeletons() {
  const t = useCatalogue(reviewsText);
  return (
    <Box role="status" aria-live="polite">
      <span className="visually-hidden">{t.loading}</span>
      <Grid container spacing={3} aria-hidden="true">
        {Array.from({ length: HOME_TESTIMONIALS }, (_, index) => (
          <Grid key={index} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined">
              <CardContent>
                <Skeleton variant="text" width={110} height={28} />
                <Skeleton variant="text" />
                <Skeleton variant="text" />
                <Skeleton variant="text" width="70%" sx={{ mb: 2 }} />
                <Skeleton variant="text" width="45%" height={28} />
                <Skeleton variant="text" width="60%" />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/**
 * "What Our Customers Say": the first three testimonials, and up to two more behind "More reviews". The cards sit in their own Suspense (skeletons
 * meanwhile) and error boundary (the empty state if the read fails), so the rest of the page never waits on them
 * in the browser; server rendering still waits, so the cards are in the HTML.
 */
export function TestimonialsSection() {
  const t = useCatalogue(reviewsText);
  const language = useLanguage();
  return (
    <PageSection headingId={HEADING_ID} heading={t.heading} intro={t.intro} tinted>
      <AsyncContent
        freshKey="testimonials"
        resetKey={language}
        skeleton={<TestimonialSkeletons />}
        empty={{ title: t.emptyTitle, body: t.emptyBody }}
      >
        <TestimonialCards />
      </AsyncContent>
    </PageSection>
  );
}
