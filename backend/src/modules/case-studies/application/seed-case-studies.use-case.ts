import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CaseStudy } from '../domain/case-study';
import { CaseStudyRepository } from './case-study-repository.port';

type CaseStudySeed = Omit<CaseStudy, 'id' | 'createdAt'>;

/** First start only: loads the seed case studies when there are none. */
@Injectable()
export class SeedCaseStudies {
  constructor(private readonly caseStudies: CaseStudyRepository) {}

  async execute(seed: CaseStudySeed[]): Promise<boolean> {
    if ((await this.caseStudies.count()) > 0) return false;
    const now = Date.now();
    for (const [index, item] of seed.entries()) {
      await this.caseStudies.insert({ ...item, id: randomUUID(), createdAt: new Date(now - index * 1000) });
    }
    return true;
  }
}
