import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { placeAt } from '../../../../shared/domain/list-order';
import type { CaseStudy } from '../../domain/case-study';
import { CaseStudyNotFoundError } from '../../domain/case-study.errors';
import { CaseStudyRepository } from '../case-study-repository.port';

/** Puts a case study at a place in the list (0 is first); answers the whole list in its new order. */
@Injectable()
export class MoveCaseStudy {
  constructor(
    private readonly caseStudies: CaseStudyRepository,
    private readonly changes: ContentChanges,
  ) {}

  async execute(id: string, position: number): Promise<CaseStudy[]> {
    if (!(await this.caseStudies.find(id))) throw new CaseStudyNotFoundError();
    await this.caseStudies.reorder((ids) => placeAt(ids, id, position));
    this.changes.notify('case-studies');
    return this.caseStudies.listAll();
  }
}
