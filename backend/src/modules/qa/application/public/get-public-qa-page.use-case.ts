import { type Language, SLUG_PATTERN } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { QaPageNotFoundError } from '../../domain/qa.errors';
import { QaRepository } from '../qa-repository.port';
import { QaReadCache } from './qa-read-cache';
import type { PublicQaPage } from './public-qa';

/** A published page; a draft answers exactly like a page that does not exist. */
@Injectable()
export class GetPublicQaPage {
  constructor(
    private readonly qa: QaRepository,
    private readonly cache: QaReadCache,
  ) {}

  async execute(categorySlug: string, pageSlug: string, language: Language): Promise<PublicQaPage> {
    // Text that cannot be a slug (a NUL byte broke the query) names no page: not found, without a query.
    if (!SLUG_PATTERN.test(categorySlug) || !SLUG_PATTERN.test(pageSlug)) throw new QaPageNotFoundError();
    return this.cache.getOrLoad(`page:${categorySlug}:${pageSlug}:${language}`, () => this.load(categorySlug, pageSlug, language));
  }

  private async load(categorySlug: string, pageSlug: string, language: Language): Promise<PublicQaPage> {
    const category = await this.qa.findCategoryBySlug(categorySlug);
    const page = category && (await this.qa.findPageBySlug(category.id, pageSlug));
    if (!category || !page || !page.isPublished) throw new QaPageNotFoundError();
    return {
      slug: page.slug,
      question: page.question[language],
      answer: page.answer[language],
      shortQuestion: page.shortQuestion[language] || null,
      seoTitle: page.seoTitle[language] || null,
      seoDescription: page.seoDescription[language] || null,
      category: { slug: category.slug, name: category.name[language] },
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
      language,
    };
  }
}
