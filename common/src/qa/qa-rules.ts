/** Slugs of Q&A categories and pages: lowercase letters and digits, single hyphens between words. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const QA_FIELD_LIMITS = {
  slug: { min: 2, max: 80 },
  categoryName: { min: 2, max: 80 },
  categoryDescription: { max: 300 },
  question: { min: 10, max: 200 },
  answer: { min: 20, max: 20000 },
} as const;

export const PUBLICATION_STATUSES = ['published', 'draft'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
