import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { MediaPhotos } from '../../../media/application/media-photos';
import { type CaseStudy, caseStudySavings, pairLines } from '../../domain/case-study';
import { CaseStudyRepository } from '../case-study-repository.port';
import type { CaseStudyInput } from './case-study-inputs';
import { Clock } from '../../../../shared/application/clock.port';

/** A new case study goes first in the list (a draft unless isPublished); featured, it takes over from any other. */
@Injectable()
export class CreateCaseStudy {
  constructor(
    private readonly caseStudies: CaseStudyRepository,
    private readonly changes: ContentChanges,
    private readonly photos: MediaPhotos,
    private readonly clock: Clock,
  ) {}

  async execute(input: CaseStudyInput): Promise<CaseStudy> {
    await this.photos.check({ beforePhotoId: input.beforePhotoId, afterPhotoId: input.afterPhotoId });
    const now = this.clock.now();
    const caseStudy: CaseStudy = {
      ...input,
      beforePhotoId: input.beforePhotoId ?? null,
      afterPhotoId: input.afterPhotoId ?? null,
      id: randomUUID(),
      beforeIssues: pairLines(input.beforeIssues.en, input.beforeIssues.es, 'beforeIssuesEs'),
      afterBenefits: pairLines(input.afterBenefits.en, input.afterBenefits.es, 'afterBenefitsEs'),
      annualSavings: caseStudySavings(input.beforeEnergyCost, input.afterEnergyCost),
      position: 0,
      createdAt: now,
      updatedAt: now,
    };
    await this.caseStudies.insertFirst(caseStudy);
    // Rendered pages showing case studies (the home page) are rebuilt.
    this.changes.notify('case-studies');
    return caseStudy;
  }
}
