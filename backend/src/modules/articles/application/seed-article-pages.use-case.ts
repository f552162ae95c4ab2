import { randomUUID } from 'node:crypto';
import type { ArticleRecord } from '@costa-sol/common/content-files';
import { Injectable } from '@nestjs/common';
import { ArticlePageRepository } from './article-page-repository.port';
import { Clock } from '../../../shared/application/clock.port';

/** On every start: each article page not stored yet (a first start, or a page new in the registry) is loaded from content/pages, published, its text kept as the first revision (so the owner can always go back to it). */
@Injectable()
export class SeedArticlePages {
  constructor(
    private readonly pages: ArticlePageRepository,
    private readonly clock: Clock,
  ) {}

  /** How many pages were stored. */
  async execute(records: Map<string, ArticleRecord>, now = this.clock.now()): Promise<number> {
    let stored = 0;
    for (const [key, record] of records) if (await this.pages.seed(key, record, randomUUID(), now)) stored += 1;
    return stored;
  }
}
