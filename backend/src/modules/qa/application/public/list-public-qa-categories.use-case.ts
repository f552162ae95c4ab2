import type { Language } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { QaRepository } from '../qa-repository.port';
import { QaReadCache } from './qa-read-cache';
import type { PublicQaCategorySummary } from './public-qa';

/** Categories that have at least one published page, in their set order. */
@Injectable()
export class ListPublicQaCategories {
  constructor(
    private readonly qa: QaRepository,
    private readonly cache: QaReadCache,
  ) {}

  execute(language: Language): Promise<PublicQaCategorySummary[]> {
    return this.cache.getOrLoad(`categories:${language}`, () => this.load(language));
  }

  private async load(language: Language): Promise<PublicQaCategorySummary[]> {
    const categories = await this.qa.listCategories();
    return categories
      .filter((category) => category.publishedPages > 0)
      .map((category) => ({
        slug: category.slug,
        name: category.name[language],
        description: category.description[language],
        pageCount: category.publishedPages,
      }));
  }
}
