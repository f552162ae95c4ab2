import type { PublicationStatus } from '@costa-sol/common';
import type { QaCategory, QaCategoryWithCounts, QaPage } from '../domain/qa';

export interface QaPageFilter {
  categoryId?: string;
  status?: PublicationStatus;
}

/**
 * Port: Q&A categories and pages. `insert*` and `update*` throw QaSlugTakenError when the slug is taken
 * (the database's unique constraints decide, so two admins saving at once cannot both win).
 */
export abstract class QaRepository {
  abstract listCategories(): Promise<QaCategoryWithCounts[]>;
  abstract findCategory(id: string): Promise<QaCategory | undefined>;
  abstract findCategoryBySlug(slug: string): Promise<QaCategory | undefined>;
  abstract insertCategory(category: QaCategory): Promise<void>;
  abstract updateCategory(category: QaCategory): Promise<void>;
  abstract deleteCategory(id: string): Promise<void>;
  abstract countPages(categoryId: string): Promise<number>;
  /** The position after the category's last page. */
  abstract nextPagePosition(categoryId: string): Promise<number>;

  abstract listPages(filter: QaPageFilter): Promise<QaPage[]>;
  abstract findPage(id: string): Promise<QaPage | undefined>;
  abstract findPageBySlug(categoryId: string, slug: string): Promise<QaPage | undefined>;
  abstract insertPage(page: QaPage): Promise<void>;
  abstract updatePage(page: QaPage): Promise<void>;
  abstract deletePage(id: string): Promise<void>;
}
