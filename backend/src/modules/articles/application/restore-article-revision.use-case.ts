import { Injectable } from '@nestjs/common';
import { ArticleRevisionNotFoundError } from '../domain/article.errors';
import { fittedToLayout } from '../domain/layout-from-seed';
import { ArticlePageRepository } from './article-page-repository.port';
import { ArticleSeeds } from './article-seeds.port';
import type { ArticlePageDetail } from './get-article-page.use-case';
import { PublishArticlePage } from './publish-article-page.use-case';
import { registryArticles } from './registry-articles';
import { SaveArticleDraft } from './save-article-draft.use-case';
import { Clock } from '../../../shared/application/clock.port';

/**
 * One click: an earlier revision becomes the draft and is published (a new revision, so the restore can be undone too).
 * A revision from before its page's layout needed more (a section, cards) gets what is missing from content/pages, as
 * the upgrade on start does (UpgradeArticleLayouts).
 */
@Injectable()
export class RestoreArticleRevision {
  constructor(
    private readonly pages: ArticlePageRepository,
    private readonly seeds: ArticleSeeds,
    private readonly saveDraft: SaveArticleDraft,
    private readonly publish: PublishArticlePage,
    private readonly clock: Clock,
  ) {}

  async execute(key: string, revisionId: string, by: string, now = this.clock.now()): Promise<ArticlePageDetail> {
    const revision = await this.pages.revision(key, revisionId);
    if (!revision) throw new ArticleRevisionNotFoundError();
    const layout = registryArticles().find((article) => article.key === key)?.layout;
    const content = (layout && fittedToLayout(revision.content, this.seeds.all().get(key), layout)) || revision.content;
    await this.saveDraft.execute(key, content, by, now);
    return this.publish.execute(key, by, now);
  }
}
