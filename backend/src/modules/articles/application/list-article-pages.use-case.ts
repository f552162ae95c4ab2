import { Injectable } from '@nestjs/common';
import type { StoredArticlePage } from '../domain/article-page';
import { ArticlePageRepository } from './article-page-repository.port';
import { type RegistryArticle, registryArticles } from './registry-articles';

export interface ArticlePageSummary {
  registry: RegistryArticle;
  page: StoredArticlePage;
}

/** Every article page of the registry that is stored, in the registry's order. */
@Injectable()
export class ListArticlePages {
  constructor(private readonly pages: ArticlePageRepository) {}

  async execute(): Promise<ArticlePageSummary[]> {
    const stored = new Map((await this.pages.list()).map((page) => [page.key, page]));
    return registryArticles().flatMap((registry) => {
      const page = stored.get(registry.key);
      return page ? [{ registry, page }] : [];
    });
  }
}
