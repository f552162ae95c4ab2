import Typography, { type TypographyProps } from '@mui/material/Typography';
import { Suspense } from 'react';
import { QueryErrorBoundary } from '../../../components/query-error-boundary';
import { useLanguage } from '../../../i18n/i18n-context';
import { useTestimonials } from '../api/get-testimonials';
import { type ReviewSummary, reviewSummary } from '../utils/review-summary';

interface ReviewSummaryLineProps {
  text: (summary: ReviewSummary) => string;
  sx?: TypographyProps['sx'];
}

function SummaryOfTestimonials({ text, sx }: ReviewSummaryLineProps) {
  const language = useLanguage();
  const summary = reviewSummary(useTestimonials(language), language);
  return summary ? <Typography sx={sx}>{text(summary)}</Typography> : null;
}

/** "4.8 from 5 reviews": the published testimonials' rating and count (nothing while none is published or the read fails). */
export function ReviewSummaryLine(props: ReviewSummaryLineProps) {
  const language = useLanguage();
  return (
    <QueryErrorBoundary key={language} fallback={null}>
      <Suspense fallback={null}>
        <SummaryOfTestimonials {...props} />
      </Suspense>
    </QueryErrorBoundary>
  );
}
