/** Shape of the bilingual seed content loaded on first start. Plain data. */
type Bilingual = { en: string; es: string };

export interface TestimonialSeed {
  name: string;
  review: Bilingual;
  rating: 1 | 2 | 3 | 4 | 5;
  service: Bilingual;
  location?: string;
  /** ISO date, 2024-2026. */
  createdAt: string;
}

export interface CaseStudySeed {
  title: Bilingual;
  location: string;
  beforeSystem: Bilingual;
  /** Euros per year. */
  beforeEnergyCost: number;
  beforeIssues: Bilingual[];
  afterSystem: Bilingual;
  /** Euros per year. */
  afterEnergyCost: number;
  afterBenefits: Bilingual[];
  /** Euros per year; equals beforeEnergyCost - afterEnergyCost. */
  annualSavings: number;
  featured: boolean;
}
