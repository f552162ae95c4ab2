import type { Language } from '@costa-sol/common';

type Bilingual = Record<Language, string>;

export interface Testimonial {
  id: string;
  name: string;
  review: Bilingual;
  rating: number;
  service: Bilingual;
  location?: string;
  isActive: boolean;
  createdAt: Date;
}
