import type { Language } from '@costa-sol/common';

type Bilingual = Record<Language, string>;

/**
 * A customer's review. Texts are plain text (shown as written, never as HTML). A photo reference can be added later
 * as one more optional field, as `location` is.
 */
export interface Testimonial {
  id: string;
  name: string;
  review: Bilingual;
  rating: number;
  service: Bilingual;
  location?: string;
  /** Published: shown on the public site. */
  isActive: boolean;
  /** Place in the list, smallest first (the home page shows the first ones). */
  position: number;
  createdAt: Date;
  updatedAt: Date;
}
