import { Injectable } from '@nestjs/common';
import type { ArticleRevision, StoredArticlePage } from '../domain/article-page';
import { ArticlePageNotFoundError } from '../domain/article.errors';
import { ArticlePageRepository } from './article-page-repository.port';
import { type RegistryArticle, registryArticle } from './registry-articles';

export interface ArticlePageDetail {
  registry: RegistryArticle;
  page: StoredArticlePage;
  revisions: ArticleRevision[];
}

/** One article page: its draft, its published copy and its revisions (newest first). */
@Injectable()
export class GetArticlePage {
  constructor(private readonly pages: ArticlePageRepository) {}

  async execute(key: string): Promise<ArticlePageDetail> {
    const registry = registryArticle(key);
    const page = registry && (await this.pages.find(key));
    if (!registry || !page) throw new ArticlePageNotFoundError();
    return { registry, page, revisions: await this.pages.revisions(key) };
  }
}
