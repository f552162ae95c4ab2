import type { Bilingual, Language } from '@costa-sol/common';

/** A list as the admin writes it: the lines of each language (paired item by item when saved). */
type BilingualLines = Record<Language, string[]>;

export interface CaseStudyInput {
  title: Bilingual;
  location: string;
  beforeSystem: Bilingual;
  beforeEnergyCost: number;
  beforeIssues: BilingualLines;
  afterSystem: Bilingual;
  afterEnergyCost: number;
  afterBenefits: BilingualLines;
  beforePhotoId?: string | null;
  afterPhotoId?: string | null;
  featured: boolean;
  isPublished: boolean;
}

/** A partial edit: every field absent (undefined) keeps its current value, per language too. */
export interface CaseStudyChanges {
  title?: Partial<Bilingual>;
  location?: string;
  beforeSystem?: Partial<Bilingual>;
  beforeEnergyCost?: number;
  beforeIssues?: Partial<BilingualLines>;
  afterSystem?: Partial<Bilingual>;
  afterEnergyCost?: number;
  afterBenefits?: Partial<BilingualLines>;
  /** null clears the photo. */
  beforePhotoId?: string | null;
  afterPhotoId?: string | null;
  featured?: boolean;
  isPublished?: boolean;
}

/** The lines of a stored list, per language. */
export function linesOf(items: readonly Bilingual[]): BilingualLines {
  return { en: items.map((item) => item.en), es: items.map((item) => item.es) };
}
