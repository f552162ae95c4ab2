import type { Bilingual } from '@costa-sol/common';

export interface TestimonialInput {
  name: string;
  review: Bilingual;
  rating: number;
  service: Bilingual;
  location?: string;
  photoId?: string;
  isActive: boolean;
}

/** A partial edit: every field absent (undefined) keeps its current value, per language too; location or photoId null clears it. */
export interface TestimonialChanges {
  name?: string;
  review?: Partial<Bilingual>;
  rating?: number;
  service?: Partial<Bilingual>;
  location?: string | null;
  photoId?: string | null;
  isActive?: boolean;
}
