import type { Bilingual } from '@costa-sol/common';
import { CaseStudyCostsError, CaseStudyListsMismatchError } from './case-study.errors';

/**
 * A before-and-after installation story. Texts are plain text (shown as written, never as HTML); lists hold the
 * same items in both languages.
 */
export interface CaseStudy {
  id: string;
  title: Bilingual;
  location: string;
  beforeSystem: Bilingual;
  /** Euros per year. */
  beforeEnergyCost: number;
  beforeIssues: Bilingual[];
  afterSystem: Bilingual;
  afterEnergyCost: number;
  afterBenefits: Bilingual[];
  /** Images of the media library: the place before and after the work (null or absent: none). */
  beforePhotoId?: string | null;
  afterPhotoId?: string | null;
  /** Euros per year: always beforeEnergyCost - afterEnergyCost (caseStudySavings). */
  annualSavings: number;
  /** The one the home page shows; at most one case study is featured. */
  featured: boolean;
  /** Published: shown on the public site. */
  isPublished: boolean;
  /** Place in the list, smallest first. */
  position: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The annual savings of the costs given, refusing an "after" above the "before". */
export function caseStudySavings(beforeEnergyCost: number, afterEnergyCost: number): number {
  if (afterEnergyCost > beforeEnergyCost) throw new CaseStudyCostsError();
  return beforeEnergyCost - afterEnergyCost;
}

/** Pairs a list's English and Spanish lines, item by item; both must have as many. */
export function pairLines(en: readonly string[], es: readonly string[], field: 'beforeIssuesEs' | 'afterBenefitsEs'): Bilingual[] {
  if (en.length !== es.length) throw new CaseStudyListsMismatchError(field);
  return en.map((line, index) => ({ en: line, es: es[index] ?? '' }));
}
