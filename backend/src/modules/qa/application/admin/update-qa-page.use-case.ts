import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { ClearRedirects } from '../../../redirects/application/clear-redirects.use-case';
import { RecordRedirects } from '../../../redirects/application/record-redirects.use-case';
import type { QaPage } from '../../domain/qa';
import { QaCategoryNotFoundError, QaPageNotFoundError } from '../../domain/qa.errors';
import { QaRepository } from '../qa-repository.port';
import type { QaPageChanges } from './qa-inputs';
import { qaPathMoves, qaPaths } from './qa-path-moves';
import { Clock } from '../../../../shared/application/clock.port';

/**
 * Edits a page, publishing and unpublishing included (isPublished). A published page given another slug or category
 * leaves a 301 from its old paths (both languages) to the new ones; a page published where a redirect was takes its place.
 */
@Injectable()
export class UpdateQaPage {
  constructor(
    private readonly qa: QaRepository,
    private readonly changes: ContentChanges,
    private readonly redirects: RecordRedirects,
    private readonly clearRedirects: ClearRedirects,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, changes: QaPageChanges, staffEmail: string | null): Promise<QaPage> {
    const current = await this.qa.findPage(id);
    if (!current) throw new QaPageNotFoundError();
    const category = await this.qa.findCategory(current.categoryId);
    const newCategory =
      changes.categoryId && changes.categoryId !== current.categoryId ? await this.qa.findCategory(changes.categoryId) : category;
    if (!category || !newCategory) throw new QaCategoryNotFoundError();
    const moved = newCategory.id !== category.id;
    const updated: QaPage = {
      ...current,
      categoryId: changes.categoryId ?? current.categoryId,
      slug: changes.slug ?? current.slug,
      question: { ...current.question, ...changes.question },
      answer: { ...current.answer, ...changes.answer },
      shortQuestion: { ...current.shortQuestion, ...changes.shortQuestion },
      seoTitle: { ...current.seoTitle, ...changes.seoTitle },
      seoDescription: { ...current.seoDescription, ...changes.seoDescription },
      isPublished: changes.isPublished ?? current.isPublished,
      // A page keeps its place; moved to another category, it goes last there.
      position: changes.position ?? (moved ? await this.qa.nextPagePosition(newCategory.id) : current.position),
      updatedAt: this.clock.now(),
    };
    await this.qa.updatePage(updated);
    const [from, to] = [`${category.slug}/${current.slug}`, `${newCategory.slug}/${updated.slug}`];
    if (current.isPublished && updated.isPublished) await this.redirects.execute(qaPathMoves(from, to), staffEmail);
    else if (updated.isPublished) await this.clearRedirects.execute([...qaPaths(newCategory.slug), ...qaPaths(to)]);
    // Rendered pages showing Q&A are rebuilt.
    this.changes.notify('qa');
    return updated;
  }
}
