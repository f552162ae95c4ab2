import type { Language } from '@costa-sol/common';

export interface ReviewSummary {
  /** The average of the ratings to one decimal, written for the language ("4.8", "4,8"). */
  rating: string;
  count: number;
}

/** The review summary computed from the published testimonials, never typed in; null when there are none. */
export function reviewSummary(testimonials: readonly { rating: number }[], language: Language): ReviewSummary | null {
  if (testimonials.length === 0) return null;
  const average = testimonials.reduce((sum, { rating }) => sum + rating, 0) / testimonials.length;
  const rating = new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Math.round(average * 10) / 10);
  return { rating, count: testimonials.length };
}
