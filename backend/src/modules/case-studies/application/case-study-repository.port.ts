import type { CaseStudy } from '../domain/case-study';

/**
 * Port: case studies, listed in their set order (position, then newest first). Saving one that is featured
 * clears `featured` on every other in the same transaction, so at most one is ever featured.
 */
export abstract class CaseStudyRepository {
  /** Published case studies only, the featured one first. */
  abstract listPublished(): Promise<CaseStudy[]>;
  abstract listAll(): Promise<CaseStudy[]>;
  abstract find(id: string): Promise<CaseStudy | undefined>;
  abstract count(): Promise<number>;
  /** How many before or after photos (of any case study, published or not) are this image. */
  abstract countPhotoUses(mediaId: string): Promise<number>;
  /** Adds it first in the list (the others move down one). */
  abstract insertFirst(caseStudy: CaseStudy): Promise<void>;
  abstract update(caseStudy: CaseStudy): Promise<void>;
  abstract delete(id: string): Promise<void>;
  /** Numbers the list 0, 1, 2… in the order `change` makes of the current one, in one transaction. */
  abstract reorder(change: (ids: string[]) => string[]): Promise<void>;
}
