import type { Language } from '@costa-sol/common';

export type Bilingual = Record<Language, string>;

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
  annualSavings: number;
  featured: boolean;
  createdAt: Date;
}
