import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../shared/application/clock.port';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { OrderedPublishableCollection } from '../../../../shared/application/publishable-collection';
import type { CaseStudy } from '../../domain/case-study';
import { CaseStudyNotFoundError } from '../../domain/case-study.errors';
import { CaseStudyRepository } from '../case-study-repository.port';

/** Publish, unpublish, move and delete of case studies; the home page is rendered again. */
@Injectable()
export class CaseStudyCollection extends OrderedPublishableCollection<CaseStudy> {
  constructor(caseStudies: CaseStudyRepository, changes: ContentChanges, clock: Clock) {
    super(
      caseStudies,
      changes,
      {
        area: 'case-studies',
        notFound: () => new CaseStudyNotFoundError(),
        withPublished: (caseStudy, isPublished, updatedAt) => ({ ...caseStudy, isPublished, updatedAt }),
      },
      clock,
    );
  }
}
