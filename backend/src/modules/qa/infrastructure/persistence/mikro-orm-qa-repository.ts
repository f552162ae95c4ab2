import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { JOIN_TRANSACTION } from '../../../../shared/infrastructure/join-transaction';
import { Injectable } from '@nestjs/common';
import { type QaPageFilter, QaRepository } from '../../application/qa-repository.port';
import type { QaCategory, QaCategoryWithCounts, QaPage } from '../../domain/qa';
import { QaSlugTakenError } from '../../domain/qa.errors';
import { QaCategoryEntity, QaPageEntity } from './qa.entities';
import { fromCategoryRow, fromPageRow, toCategoryRow, toPageRow } from './qa.mapper';

@Injectable()
export class MikroOrmQaRepository extends QaRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async listCategories(): Promise<QaCategoryWithCounts[]> {
    const em = this.em.fork(JOIN_TRANSACTION);
    const [categories, counts] = await Promise.all([
      em.find(QaCategoryEntity, {}, { orderBy: { position: 'asc', nameEn: 'asc' } }),
      em.execute<{ category_id: string; published: string; drafts: string }[]>(
        `select category_id, count(*) filter (where is_published)::text as published, count(*) filter (where not is_published)::text as drafts
           from qa_page group by category_id`,
      ),
    ]);
    const byCategory = new Map(counts.map((row) => [row.category_id, row]));
    return categories.map((row) => ({
      ...fromCategoryRow(row),
      publishedPages: Number(byCategory.get(row.id)?.published ?? 0),
      draftPages: Number(byCategory.get(row.id)?.drafts ?? 0),
    }));
  }

  async findCategory(id: string): Promise<QaCategory | undefined> {
    const row = await this.em.fork(JOIN_TRANSACTION).findOne(QaCategoryEntity, { id });
    return row ? fromCategoryRow(row) : undefined;
  }

  async findCategoryBySlug(slug: string): Promise<QaCategory | undefined> {
    const row = await this.em.fork(JOIN_TRANSACTION).findOne(QaCategoryEntity, { slug });
    return row ? fromCategoryRow(row) : undefined;
  }

  async insertCategory(category: QaCategory): Promise<void> {
    await this.write('category', async (em) => {
      em.create(QaCategoryEntity, toCategoryRow(category));
    });
  }

  async updateCategory(category: QaCategory): Promise<void> {
    await this.write('category', async (em) => {
      em.assign(await em.findOneOrFail(QaCategoryEntity, { id: category.id }), toCategoryRow(category));
    });
  }

  async deleteCategory(id: string): Promise<void> {
    await this.em.fork(JOIN_TRANSACTION).nativeDelete(QaCategoryEntity, { id });
  }

  async countPages(categoryId: string): Promise<number> {
    return this.em.fork(JOIN_TRANSACTION).count(QaPageEntity, { category: categoryId });
  }

  async nextPagePosition(categoryId: string): Promise<number> {
    const [row] = await this.em
      .fork(JOIN_TRANSACTION)
      .execute<{ next: number }[]>('select coalesce(max(position) + 1, 0)::int as next from qa_page where category_id = ?', [categoryId]);
    return Number(row?.next ?? 0);
  }

  async listPages(filter: QaPageFilter): Promise<QaPage[]> {
    const where: Record<string, unknown> = {};
    if (filter.categoryId) where.category = filter.categoryId;
    if (filter.status) where.isPublished = filter.status === 'published';
    const rows = await this.em.fork(JOIN_TRANSACTION).find(QaPageEntity, where, { orderBy: { updatedAt: 'desc', slug: 'asc' } });
    return rows.map(fromPageRow);
  }

  async findPage(id: string): Promise<QaPage | undefined> {
    const row = await this.em.fork(JOIN_TRANSACTION).findOne(QaPageEntity, { id });
    return row ? fromPageRow(row) : undefined;
  }

  async findPageBySlug(categoryId: string, slug: string): Promise<QaPage | undefined> {
    const row = await this.em.fork(JOIN_TRANSACTION).findOne(QaPageEntity, { category: categoryId, slug });
    return row ? fromPageRow(row) : undefined;
  }

  async insertPage(page: QaPage): Promise<void> {
    await this.write('page', async (em) => {
      em.create(QaPageEntity, { ...toPageRow(page, em.getReference(QaCategoryEntity, page.categoryId)) });
    });
  }

  async updatePage(page: QaPage): Promise<void> {
    await this.write('page', async (em) => {
      em.assign(await em.findOneOrFail(QaPageEntity, { id: page.id }), toPageRow(page, em.getReference(QaCategoryEntity, page.categoryId)));
    });
  }

  async deletePage(id: string): Promise<void> {
    await this.em.fork(JOIN_TRANSACTION).nativeDelete(QaPageEntity, { id });
  }

  /** Runs the change and flushes; a unique slug clash becomes the domain's conflict. */
  private async write(scope: 'category' | 'page', change: (em: EntityManager) => Promise<void>): Promise<void> {
    const em = this.em.fork(JOIN_TRANSACTION);
    try {
      await change(em);
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new QaSlugTakenError(scope);
      throw error;
    }
  }
}
