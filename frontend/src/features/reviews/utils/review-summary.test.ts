import { describe, expect, it } from 'vitest';
import { reviewSummary } from './review-summary';

describe('reviewSummary', () => {
  it('averages the published ratings to one decimal, written for the language, with their count', () => {
    const ratings = [5, 5, 4, 5].map((rating) => ({ rating }));
    expect(reviewSummary(ratings, 'en')).toEqual({ rating: '4.8', count: 4 });
    expect(reviewSummary(ratings, 'es')).toEqual({ rating: '4,8', count: 4 });
    expect(reviewSummary([{ rating: 5 }], 'en')).toEqual({ rating: '5.0', count: 1 });
  });

  it('gives no summary without a published testimonial', () => {
    expect(reviewSummary([], 'en')).toBeNull();
  });
});
