import type { Language } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../shared/application/content-changes.port';
import { TtlCache } from '../../../shared/application/ttl-cache';
import { MediaPhotos, type PhotoView } from '../../media/application/media-photos';
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
  /** The photos in the language asked, or null. */
  beforePhoto: PhotoView | null;
  afterPhoto: PhotoView | null;
  featured: boolean;
}

/** Published case studies, the featured one first, then in their set order, in one language. */
@Injectable()
export class ListCaseStudies {
  /** The same 5 minutes browsers keep the answer; dropped at once when an admin changes a case study or an image. */
  private readonly cache = new TtlCache<CaseStudyView[]>(5 * 60_000, 4);

  constructor(
    private readonly caseStudies: CaseStudyRepository,
    private readonly photos: MediaPhotos,
    changes: ContentChanges,
  ) {
    changes.subscribe((area) => {
      if (area === 'case-studies' || area === 'media') this.cache.clear();
    });
  }

  execute(language: Language): Promise<CaseStudyView[]> {
    return this.cache.getOrLoad(language, () => this.load(language));
  }

  private async load(language: Language): Promise<CaseStudyView[]> {
    const caseStudies = await this.caseStudies.listPublished();
    const photos = await this.photos.describe(
      caseStudies.flatMap((c) => [c.beforePhotoId, c.afterPhotoId]),
      language,
    );
    const photo = (id: string | null | undefined) => (id && photos.get(id)) || null;
    return caseStudies.map((c) => ({
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
      beforePhoto: photo(c.beforePhotoId),
      afterPhoto: photo(c.afterPhotoId),
      featured: c.featured,
    }));
  }
}
