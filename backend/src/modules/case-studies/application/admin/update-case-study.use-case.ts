import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { MediaPhotos } from '../../../media/application/media-photos';
import { type CaseStudy, caseStudySavings, pairLines } from '../../domain/case-study';
import { CaseStudyNotFoundError } from '../../domain/case-study.errors';
import { CaseStudyRepository } from '../case-study-repository.port';
import { type CaseStudyChanges, linesOf } from './case-study-inputs';
import { Clock } from '../../../../shared/application/clock.port';

/** Edits a case study, publishing, unpublishing and (un)featuring included; featuring one unfeatures the others. */
@Injectable()
export class UpdateCaseStudy {
  constructor(
    private readonly caseStudies: CaseStudyRepository,
    private readonly changes: ContentChanges,
    private readonly photos: MediaPhotos,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, changes: CaseStudyChanges): Promise<CaseStudy> {
    const current = await this.caseStudies.find(id);
    if (!current) throw new CaseStudyNotFoundError();
    await this.photos.check({ beforePhotoId: changes.beforePhotoId, afterPhotoId: changes.afterPhotoId });
    const issues = { ...linesOf(current.beforeIssues), ...changes.beforeIssues };
    const benefits = { ...linesOf(current.afterBenefits), ...changes.afterBenefits };
    const beforeEnergyCost = changes.beforeEnergyCost ?? current.beforeEnergyCost;
    const afterEnergyCost = changes.afterEnergyCost ?? current.afterEnergyCost;
    const updated: CaseStudy = {
      ...current,
      title: { ...current.title, ...changes.title },
      location: changes.location ?? current.location,
      beforeSystem: { ...current.beforeSystem, ...changes.beforeSystem },
      beforeEnergyCost,
      beforeIssues: pairLines(issues.en, issues.es, 'beforeIssuesEs'),
      afterSystem: { ...current.afterSystem, ...changes.afterSystem },
      afterEnergyCost,
      afterBenefits: pairLines(benefits.en, benefits.es, 'afterBenefitsEs'),
      annualSavings: caseStudySavings(beforeEnergyCost, afterEnergyCost),
      beforePhotoId: changes.beforePhotoId === undefined ? current.beforePhotoId : changes.beforePhotoId,
      afterPhotoId: changes.afterPhotoId === undefined ? current.afterPhotoId : changes.afterPhotoId,
      featured: changes.featured ?? current.featured,
      isPublished: changes.isPublished ?? current.isPublished,
      updatedAt: this.clock.now(),
    };
    await this.caseStudies.update(updated);
    this.changes.notify('case-studies');
    return updated;
  }
}
