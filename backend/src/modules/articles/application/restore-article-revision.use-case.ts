import { Injectable } from '@nestjs/common';
import { ArticleRevisionNotFoundError } from '../domain/article.errors';
import { ArticlePageRepository } from './article-page-repository.port';
import type { ArticlePageDetail } from './get-article-page.use-case';
import { PublishArticlePage } from './publish-article-page.use-case';
import { SaveArticleDraft } from './save-article-draft.use-case';

/** One click: an earlier revision becomes the draft and is published (a new revision, so the restore can be undone too). */
@Injectable()
export class RestoreArticleRevision {
  constructor(
    private readonly pages: ArticlePageRepository,
    private readonly saveDraft: SaveArticleDraft,
    private readonly publish: PublishArticlePage,
  ) {}

  async execute(key: string, revisionId: string, by: string, now = new Date()): Promise<ArticlePageDetail> {
    const revision = await this.pages.revision(key, revisionId);
    if (!revision) throw new ArticleRevisionNotFoundError();
    await this.saveDraft.execute(key, revision.content, by, now);
    return this.publish.execute(key, by, now);
  }
}
