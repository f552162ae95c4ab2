import { interpolateFacts, type Language, SLUG_PATTERN } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { CurrentBusinessFacts } from '../../../../shared/application/current-business-facts.port';
import { QaPageNotFoundError } from '../../domain/qa.errors';
import { QaRepository } from '../qa-repository.port';
import { QaReadCache } from './qa-read-cache';
import type { PublicQaPage } from './public-qa';

/**
 * A published page, its references to the business settings filled; a draft answers exactly like a page that does
 * not exist.
 */
@Injectable()
export class GetPublicQaPage {
  constructor(
    private readonly qa: QaRepository,
    private readonly cache: QaReadCache,
    private readonly facts: CurrentBusinessFacts,
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
    // An answer may state the owner's figures as references ({{claims.emergencyResponseHours}}): filled as saved.
    const facts = await this.facts.read();
    const filled = (text: string) => interpolateFacts(text, language, facts);
    return {
      slug: page.slug,
      question: filled(page.question[language]),
      answer: filled(page.answer[language]),
      shortQuestion: filled(page.shortQuestion[language]) || null,
      seoTitle: filled(page.seoTitle[language]) || null,
      seoDescription: filled(page.seoDescription[language]) || null,
      category: { slug: category.slug, name: category.name[language] },
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
      language,
    };
  }
}
