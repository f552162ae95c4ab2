import type { Language } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../shared/application/content-changes.port';
import { TtlCache } from '../../../shared/application/ttl-cache';
import { CaseStudyRepository } from './case-study-repository.port';

interface CaseStudyView {
  id: string;
  title: string;
  location: string;
  beforeSystem: string;
  beforeEnergyCost: number;
  beforeIssues: string[];
  afterSystem: string;
  afterEnergyCost: number;
  afterBenefits: string[];
  annualSavings: number;
  featured: boolean;
}

/** Published case studies, the featured one first, then in their set order, in one language. */
@Injectable()
export class ListCaseStudies {
  /** The same 5 minutes browsers keep the answer; dropped at once when an admin changes a case study. */
  private readonly cache = new TtlCache<CaseStudyView[]>(5 * 60_000, 4);

  constructor(
    private readonly caseStudies: CaseStudyRepository,
    changes: ContentChanges,
  ) {
    changes.subscribe((area) => {
      if (area === 'case-studies') this.cache.clear();
    });
  }

  execute(language: Language): Promise<CaseStudyView[]> {
    return this.cache.getOrLoad(language, () => this.load(language));
  }

  private async load(language: Language): Promise<CaseStudyView[]> {
    return (await this.caseStudies.listPublished()).map((c) => ({
      id: c.id,
      title: c.title[language],
      location: c.location,
      beforeSystem: c.beforeSystem[language],
      beforeEnergyCost: c.beforeEnergyCost,
      beforeIssues: c.beforeIssues.map((issue) => issue[language]),
      afterSystem: c.afterSystem[language],
      afterEnergyCost: c.afterEnergyCost,
      afterBenefits: c.afterBenefits.map((benefit) => benefit[language]),
      annualSavings: c.annualSavings,
      featured: c.featured,
    }));
  }
}
