/**
 * What changed: the Q&A knowledge base, the testimonials, the case studies, the media library, the photos chosen for
 * a page, the price guides, the redirects, the towns, the business settings or the article pages (the content admins edit).
 * 'town-directory': this instance's town directory was rebuilt from the towns table (announced here only, after
 * 'towns'), so pages rendered from it are stale.
 */
export const CONTENT_AREAS = [
  'qa',
  'testimonials',
  'case-studies',
  'media',
  'page-photos',
  'price-guides',
  'redirects',
  'towns',
  'town-directory',
  'business-settings',
  'articles',
] as const;
export type ContentArea = (typeof CONTENT_AREAS)[number];

/**
 * Port: the use case that changes published content (an admin edit) announces it, so rendered pages and cached
 * reads are rebuilt, on this instance and on every other one sharing the database.
 */
export abstract class ContentChanges {
  abstract notify(area: ContentArea): void;
  abstract subscribe(listener: (area: ContentArea) => void): void;
  /** Tells this instance's listeners only: a cache rebuilt from the database after a change tells the caches built on it. */
  abstract announceHere(area: ContentArea): void;
}
