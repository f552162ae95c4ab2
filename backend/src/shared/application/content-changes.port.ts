/** What changed: the Q&A knowledge base (the only content admins edit today). */
export type ContentArea = 'qa';

/**
 * Port: the use case that changes published content (an admin edit) announces it, so rendered pages and cached
 * reads are rebuilt. In-process only: with several instances, each one's caches also expire on their own (short TTLs).
 */
export abstract class ContentChanges {
  abstract notify(area: ContentArea): void;
  abstract subscribe(listener: (area: ContentArea) => void): void;
}
