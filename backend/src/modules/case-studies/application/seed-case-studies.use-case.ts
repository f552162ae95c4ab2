import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CaseStudy } from '../domain/case-study';
import { CaseStudyRepository } from './case-study-repository.port';
import { Clock } from '../../../shared/application/clock.port';

type CaseStudySeed = Omit<CaseStudy, 'id' | 'isPublished' | 'position' | 'createdAt' | 'updatedAt'>;

/** Development only, on a first start: loads the sample case studies (published, in the seed's order) when there are none. */
@Injectable()
export class SeedCaseStudies {
  constructor(
    private readonly caseStudies: CaseStudyRepository,
    private readonly clock: Clock,
  ) {}

  async execute(seed: CaseStudySeed[]): Promise<boolean> {
    if ((await this.caseStudies.count()) > 0) return false;
    const now = this.clock.now().getTime();
    // Each goes first, so the last one inserted (the seed's first) leads the list.
    for (const [index, item] of [...seed.entries()].reverse()) {
      const createdAt = new Date(now - index * 1000);
      await this.caseStudies.insertFirst({ ...item, id: randomUUID(), isPublished: true, position: 0, createdAt, updatedAt: createdAt });
    }
    return true;
  }
}
