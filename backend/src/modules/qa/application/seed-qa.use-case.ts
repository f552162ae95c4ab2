import { randomUUID } from 'node:crypto';
import type { Bilingual } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { QaRepository } from './qa-repository.port';
import { Clock } from '../../../shared/application/clock.port';

/** A category of the knowledge base as content/qa writes it (infrastructure/content/load-qa-content.ts). */
export interface QaCategoryContent {
  slug: string;
  name: Bilingual;
  description: Bilingual;
  /** In their order; a page marked `draft: true` in its files is stored unpublished. */
  pages: {
    slug: string;
    question: Bilingual;
    answer: Bilingual;
    /** The short form of a long question and the owner's search title and description ('' for none). */
    shortQuestion: Bilingual;
    seoTitle: Bilingual;
    seoDescription: Bilingual;
    isPublished: boolean;
  }[];
}

/** First start only: when there is no category at all, loads the knowledge base of content/qa, published unless marked a draft. */
@Injectable()
export class SeedQa {
  constructor(
    private readonly qa: QaRepository,
    private readonly clock: Clock,
  ) {}

  async execute(categories: QaCategoryContent[]): Promise<boolean> {
    if ((await this.qa.listCategories()).length > 0) return false;
    const now = this.clock.now();
    for (const [position, category] of categories.entries()) {
      const categoryId = randomUUID();
      await this.qa.insertCategory({
        id: categoryId,
        slug: category.slug,
        name: category.name,
        description: category.description,
        position,
        createdAt: now,
        updatedAt: now,
      });
      for (const [pagePosition, page] of category.pages.entries()) {
        await this.qa.insertPage({ id: randomUUID(), categoryId, ...page, position: pagePosition, createdAt: now, updatedAt: now });
      }
    }
    return true;
  }
}
