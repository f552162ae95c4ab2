import type { ArticleRecord } from '@costa-sol/common/content-files';
import { Injectable } from '@nestjs/common';
import { ArticlePageNotFoundError } from '../domain/article.errors';
import { ArticlePageRepository } from './article-page-repository.port';
import { checkArticleRecord } from './check-article-record';
import { type ArticlePageDetail, GetArticlePage } from './get-article-page.use-case';
import { registryArticle } from './registry-articles';
import { Clock } from '../../../shared/application/clock.port';

/** Replaces a page's draft (checked as the site would render it); the site goes on showing the published copy. */
@Injectable()
export class SaveArticleDraft {
  constructor(
    private readonly pages: ArticlePageRepository,
    private readonly get: GetArticlePage,
    private readonly clock: Clock,
  ) {}

  async execute(key: string, draft: ArticleRecord, by: string, now = this.clock.now()): Promise<ArticlePageDetail> {
    const registry = registryArticle(key);
    if (!registry) throw new ArticlePageNotFoundError();
    checkArticleRecord(draft, registry.layout);
    if (!(await this.pages.saveDraft(key, draft, now, by))) throw new ArticlePageNotFoundError();
    return this.get.execute(key);
  }
}
