import { STRUCTURED_DATA_REVIEWS } from '@costa-sol/common';
import type { Testimonial } from '../api/get-testimonials';

/** The reviews the home page shows and marks up alike: up to five active testimonials, in order. */
export function shownReviews(testimonials: readonly Testimonial[]): Testimonial[] {
  return testimonials.filter((testimonial) => testimonial.isActive).slice(0, STRUCTURED_DATA_REVIEWS);
}

/**
 * schema.org Review objects for the reviews the page shows (shownReviews), each pointing at the one business entity
 * (`origin/#business`). No aggregateRating: any rating figure is computed from data elsewhere, never typed in.
 */
export function reviewJsonLd(origin: string, testimonials: readonly Testimonial[]): object[] {
  return shownReviews(testimonials).map((testimonial) => ({
    '@context': 'https://schema.org',
    '@type': 'Review',
    itemReviewed: { '@id': `${origin}/#business` },
    author: { '@type': 'Person', name: testimonial.name },
    reviewRating: { '@type': 'Rating', ratingValue: testimonial.rating, bestRating: 5, worstRating: 1 },
    reviewBody: testimonial.review,
    ...(testimonial.createdAt ? { datePublished: testimonial.createdAt.slice(0, 10) } : {}),
  }));
}
