import { type Language, SLUG_PATTERN } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { QaCategoryNotFoundError } from '../../domain/qa.errors';
import { QaRepository } from '../qa-repository.port';
import { QaReadCache } from './qa-read-cache';
import type { PublicQaCategory } from './public-qa';

/** A category with its published pages; unknown or without published pages: not found. */
@Injectable()
export class GetPublicQaCategory {
  constructor(
    private readonly qa: QaRepository,
    private readonly cache: QaReadCache,
  ) {}

  async execute(slug: string, language: Language): Promise<PublicQaCategory> {
    // Text that cannot be a slug (a NUL byte broke the query) names no category: not found, without a query.
    if (!SLUG_PATTERN.test(slug)) throw new QaCategoryNotFoundError();
    return this.cache.getOrLoad(`category:${slug}:${language}`, () => this.load(slug, language));
  }

  private async load(slug: string, language: Language): Promise<PublicQaCategory> {
    const category = await this.qa.findCategoryBySlug(slug);
    if (!category) throw new QaCategoryNotFoundError();
    const pages = await this.qa.listPages({ categoryId: category.id, status: 'published' });
    if (pages.length === 0) throw new QaCategoryNotFoundError();
    return {
      slug: category.slug,
      name: category.name[language],
      description: category.description[language],
      pageCount: pages.length,
      pages: pages.map((page) => ({ slug: page.slug, question: page.question[language], updatedAt: page.updatedAt })),
    };
  }
}
