import { Injectable } from '@nestjs/common';
import type { CaseStudy } from '../../domain/case-study';
import { CaseStudyNotFoundError } from '../../domain/case-study.errors';
import { CaseStudyRepository } from '../case-study-repository.port';

@Injectable()
export class GetCaseStudy {
  constructor(private readonly caseStudies: CaseStudyRepository) {}

  async execute(id: string): Promise<CaseStudy> {
    const caseStudy = await this.caseStudies.find(id);
    if (!caseStudy) throw new CaseStudyNotFoundError();
    return caseStudy;
  }
}
