import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { ArticlePageRepository } from './application/article-page-repository.port';
import { ArticleSeeds } from './application/article-seeds.port';
import { GetArticlePage } from './application/get-article-page.use-case';
import { ListArticleDates } from './application/list-article-dates.use-case';
import { ListArticlePages } from './application/list-article-pages.use-case';
import { PublishArticlePage } from './application/publish-article-page.use-case';
import { ReadPublishedArticle } from './application/read-published-article.use-case';
import { RestoreArticleRevision } from './application/restore-article-revision.use-case';
import { SaveArticleDraft } from './application/save-article-draft.use-case';
import { UpgradeArticleLayouts } from './application/upgrade-article-layouts.use-case';
import { SeedArticlePages } from './application/seed-article-pages.use-case';
import { ArticlesContentSet } from './infrastructure/content/articles-content-set';
import { loadArticleFiles } from './infrastructure/content/load-article-files';
import { ArticlePagesAdminController } from './infrastructure/http/article-pages-admin.controller';
import { PostgresArticlePageRepository } from './infrastructure/persistence/postgres-article-page-repository';

/**
 * The article pages (services, brands, guides, legal) the owner edits (issue 22): content/pages is the seed, the
 * database holds each page's draft, published copy and revisions; server rendering reads the published copy.
 */
@Module({
  controllers: [ArticlePagesAdminController],
  providers: [
    { provide: ArticlePageRepository, useClass: PostgresArticlePageRepository },
    {
      provide: ArticleSeeds,
      useFactory: (config: AppConfig): ArticleSeeds => {
        const seeds = loadArticleFiles(config.contentDir);
        return { all: () => seeds };
      },
      inject: [AppConfig],
    },
    ListArticlePages,
    GetArticlePage,
    SaveArticleDraft,
    PublishArticlePage,
    RestoreArticleRevision,
    SeedArticlePages,
    UpgradeArticleLayouts,
    ReadPublishedArticle,
    ListArticleDates,
    ArticlesContentSet,
  ],
  exports: [ReadPublishedArticle, ListArticleDates, ArticlesContentSet],
})
export class ArticlesModule implements OnApplicationBootstrap {
  constructor(
    private readonly seed: SeedArticlePages,
    private readonly upgradeLayouts: UpgradeArticleLayouts,
    private readonly seeds: ArticleSeeds,
  ) {}

  /**
   * Each page of the registry not stored yet is loaded from content/pages; stored pages are the owner's, brought to
   * what their layout needs when it needs more (UpgradeArticleLayouts).
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.seed.execute(this.seeds.all());
    await this.upgradeLayouts.execute();
  }
}
