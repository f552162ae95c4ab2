import type { CaseStudy } from '../domain/case-study';

export abstract class CaseStudyRepository {
  /** Featured first, then newest. */
  abstract list(): Promise<CaseStudy[]>;
  abstract count(): Promise<number>;
  abstract insert(caseStudy: CaseStudy): Promise<void>;
}
