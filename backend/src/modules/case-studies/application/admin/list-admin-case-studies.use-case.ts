import { Injectable } from '@nestjs/common';
import type { CaseStudy } from '../../domain/case-study';
import { CaseStudyRepository } from '../case-study-repository.port';

/** Every case study, published or not, in the list's order. */
@Injectable()
export class ListAdminCaseStudies {
  constructor(private readonly caseStudies: CaseStudyRepository) {}

  execute(): Promise<CaseStudy[]> {
    return this.caseStudies.listAll();
  }
}
