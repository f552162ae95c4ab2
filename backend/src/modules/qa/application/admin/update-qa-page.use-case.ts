import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import type { QaPage } from '../../domain/qa';
import { QaCategoryNotFoundError, QaPageNotFoundError } from '../../domain/qa.errors';
import { QaRepository } from '../qa-repository.port';
import type { QaPageChanges } from './qa-inputs';

/** Edits a page, publishing and unpublishing included (isPublished). */
@Injectable()
export class UpdateQaPage {
  constructor(
    private readonly qa: QaRepository,
    private readonly changes: ContentChanges,
  ) {}

  async execute(id: string, changes: QaPageChanges): Promise<QaPage> {
    const current = await this.qa.findPage(id);
    if (!current) throw new QaPageNotFoundError();
    if (changes.categoryId && changes.categoryId !== current.categoryId && !(await this.qa.findCategory(changes.categoryId))) {
      throw new QaCategoryNotFoundError();
    }
    const updated: QaPage = {
      ...current,
      categoryId: changes.categoryId ?? current.categoryId,
      slug: changes.slug ?? current.slug,
      question: { ...current.question, ...changes.question },
      answer: { ...current.answer, ...changes.answer },
      isPublished: changes.isPublished ?? current.isPublished,
      updatedAt: new Date(),
    };
    await this.qa.updatePage(updated);
    // Rendered pages showing Q&A are rebuilt.
    this.changes.notify('qa');
    return updated;
  }
}
