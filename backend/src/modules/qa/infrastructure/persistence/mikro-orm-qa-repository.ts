import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ContentChanges } from '../../../../shared/application/content-changes';
import { Injectable } from '@nestjs/common';
import { type QaPageFilter, QaRepository } from '../../application/qa.repository';
import type { QaCategory, QaCategoryWithCounts, QaPage } from '../../domain/qa';
import { QaSlugTakenError } from '../../domain/qa.errors';
import { QaCategoryEntity, QaPageEntity } from './qa.entities';

function toCategory(row: QaCategoryEntity): QaCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: { en: row.nameEn, es: row.nameEs },
    description: { en: row.descriptionEn, es: row.descriptionEs },
    position: row.position,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function categoryRow(category: QaCategory) {
  return {
    id: category.id,
    slug: category.slug,
    nameEn: category.name.en,
    nameEs: category.name.es,
    descriptionEn: category.description.en,
    descriptionEs: category.description.es,
    position: category.position,
    createdAt: category.createdAt,
    updatedAt: category.updatedAt,
  };
}

function toPage(row: QaPageEntity): QaPage {
  return {
    id: row.id,
    categoryId: row.category.id,
    slug: row.slug,
    question: { en: row.questionEn, es: row.questionEs },
    answer: { en: row.answerEn, es: row.answerEs },
    isPublished: row.isPublished,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

@Injectable()
export class MikroOrmQaRepository extends QaRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly changes: ContentChanges,
  ) {
    super();
  }

  async listCategories(): Promise<QaCategoryWithCounts[]> {
    const em = this.em.fork();
    const [categories, counts] = await Promise.all([
      em.find(QaCategoryEntity, {}, { orderBy: { position: 'asc', nameEn: 'asc' } }),
      em.getConnection().execute<{ category_id: string; published: string; drafts: string }[]>(
        `select category_id, count(*) filter (where is_published)::text as published, count(*) filter (where not is_published)::text as drafts
           from qa_page group by category_id`,
      ),
    ]);
    const byCategory = new Map(counts.map((row) => [row.category_id, row]));
    return categories.map((row) => ({
      ...toCategory(row),
      publishedPages: Number(byCategory.get(row.id)?.published ?? 0),
      draftPages: Number(byCategory.get(row.id)?.drafts ?? 0),
    }));
  }

  async findCategory(id: string): Promise<QaCategory | undefined> {
    const row = await this.em.fork().findOne(QaCategoryEntity, { id });
    return row ? toCategory(row) : undefined;
  }

  async findCategoryBySlug(slug: string): Promise<QaCategory | undefined> {
    const row = await this.em.fork().findOne(QaCategoryEntity, { slug });
    return row ? toCategory(row) : undefined;
  }

  async insertCategory(category: QaCategory): Promise<void> {
    await this.write('category', async (em) => {
      em.create(QaCategoryEntity, categoryRow(category));
    });
  }

  async updateCategory(category: QaCategory): Promise<void> {
    await this.write('category', async (em) => {
      em.assign(await em.findOneOrFail(QaCategoryEntity, { id: category.id }), categoryRow(category));
    });
  }

  async deleteCategory(id: string): Promise<void> {
    await this.em.fork().nativeDelete(QaCategoryEntity, { id });
    this.changes.notify('qa');
  }

  async countPages(categoryId: string): Promise<number> {
    return this.em.fork().count(QaPageEntity, { category: categoryId });
  }

  async listPages(filter: QaPageFilter): Promise<QaPage[]> {
    const where: Record<string, unknown> = {};
    if (filter.categoryId) where.category = filter.categoryId;
    if (filter.status) where.isPublished = filter.status === 'published';
    const rows = await this.em.fork().find(QaPageEntity, where, { orderBy: { updatedAt: 'desc', slug: 'asc' } });
    return rows.map(toPage);
  }

  async findPage(id: string): Promise<QaPage | undefined> {
    const row = await this.em.fork().findOne(QaPageEntity, { id });
    return row ? toPage(row) : undefined;
  }

  async findPageBySlug(categoryId: string, slug: string): Promise<QaPage | undefined> {
    const row = await this.em.fork().findOne(QaPageEntity, { category: categoryId, slug });
    return row ? toPage(row) : undefined;
  }

  async insertPage(page: QaPage): Promise<void> {
    await this.write('page', async (em) => {
      em.create(QaPageEntity, { ...this.pageRow(page, em) });
    });
  }

  async updatePage(page: QaPage): Promise<void> {
    await this.write('page', async (em) => {
      em.assign(await em.findOneOrFail(QaPageEntity, { id: page.id }), this.pageRow(page, em));
    });
  }

  async deletePage(id: string): Promise<void> {
    await this.em.fork().nativeDelete(QaPageEntity, { id });
    this.changes.notify('qa');
  }

  private pageRow(page: QaPage, em: EntityManager) {
    return {
      id: page.id,
      category: em.getReference(QaCategoryEntity, page.categoryId),
      slug: page.slug,
      questionEn: page.question.en,
      questionEs: page.question.es,
      answerEn: page.answer.en,
      answerEs: page.answer.es,
      isPublished: page.isPublished,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
    };
  }

  /** Runs the change and flushes; a unique slug clash becomes the domain's conflict. */
  private async write(scope: 'category' | 'page', change: (em: EntityManager) => Promise<void>): Promise<void> {
    const em = this.em.fork();
    try {
      await change(em);
      await em.flush();
      this.changes.notify('qa');
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new QaSlugTakenError(scope);
      throw error;
    }
  }
}
