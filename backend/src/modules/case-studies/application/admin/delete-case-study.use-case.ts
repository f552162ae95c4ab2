import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { CaseStudyNotFoundError } from '../../domain/case-study.errors';
import { CaseStudyRepository } from '../case-study-repository.port';

@Injectable()
export class DeleteCaseStudy {
  constructor(
    private readonly caseStudies: CaseStudyRepository,
    private readonly changes: ContentChanges,
  ) {}

  async execute(id: string): Promise<void> {
    if (!(await this.caseStudies.find(id))) throw new CaseStudyNotFoundError();
    await this.caseStudies.delete(id);
    this.changes.notify('case-studies');
  }
}
