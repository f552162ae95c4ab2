import type { Bilingual } from '@costa-sol/common';

/** A customer's review. Texts are plain text (shown as written, never as HTML). */
export interface Testimonial {
  id: string;
  name: string;
  review: Bilingual;
  rating: number;
  service: Bilingual;
  location?: string;
  /** An image of the media library shown on the card. */
  photoId?: string;
  /** Published: shown on the public site. */
  isActive: boolean;
  /** Place in the list, smallest first (the home page shows the first ones). */
  position: number;
  createdAt: Date;
  updatedAt: Date;
}
