export type ContentArea = 'qa' | 'testimonials' | 'case-studies';

/**
 * Port: tells caches that published content changed (an admin edit), so rendered pages and cached reads are
 * rebuilt. In-process only: with several instances, each one's caches also expire on their own (short TTLs).
 */
export abstract class ContentChanges {
  abstract notify(area: ContentArea): void;
  abstract subscribe(listener: (area: ContentArea) => void): void;
}
