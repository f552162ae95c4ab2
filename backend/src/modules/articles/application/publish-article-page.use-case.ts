import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../shared/application/content-changes.port';
import { ArticlePageNotFoundError } from '../domain/article.errors';
import { ArticlePageRepository } from './article-page-repository.port';
import { checkArticleRecord } from './check-article-record';
import { type ArticlePageDetail, GetArticlePage } from './get-article-page.use-case';
import { Clock } from '../../../shared/application/clock.port';

/** The draft becomes what the site shows, on every instance at once; the publish is kept as a revision. */
@Injectable()
export class PublishArticlePage {
  constructor(
    private readonly pages: ArticlePageRepository,
    private readonly get: GetArticlePage,
    private readonly changes: ContentChanges,
    private readonly clock: Clock,
  ) {}

  async execute(key: string, by: string, now = this.clock.now()): Promise<ArticlePageDetail> {
    const { page, registry } = await this.get.execute(key);
    // Checked again: a draft stored before a rule changed must not reach the site.
    checkArticleRecord(page.draft, registry.layout);
    if (!(await this.pages.publishDraft(key, randomUUID(), now, by))) throw new ArticlePageNotFoundError();
    this.changes.notify('articles');
    return this.get.execute(key);
  }
}
