import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { RecordRedirects } from '../../../redirects/application/record-redirects.use-case';
import type { QaCategory } from '../../domain/qa';
import { QaCategoryNotFoundError } from '../../domain/qa.errors';
import { QaRepository } from '../qa-repository.port';
import type { QaCategoryChanges } from './qa-inputs';
import { qaPathMoves } from './qa-path-moves';
import { Clock } from '../../../../shared/application/clock.port';

/** A new slug leaves a 301 from the category's old paths and from each of its published pages' (both languages). */
@Injectable()
export class UpdateQaCategory {
  constructor(
    private readonly qa: QaRepository,
    private readonly changes: ContentChanges,
    private readonly redirects: RecordRedirects,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, changes: QaCategoryChanges, staffEmail: string | null): Promise<QaCategory> {
    const current = await this.qa.findCategory(id);
    if (!current) throw new QaCategoryNotFoundError();
    const updated: QaCategory = {
      ...current,
      slug: changes.slug ?? current.slug,
      name: { ...current.name, ...changes.name },
      description: { ...current.description, ...changes.description },
      position: changes.position ?? current.position,
      updatedAt: this.clock.now(),
    };
    await this.qa.updateCategory(updated);
    if (updated.slug !== current.slug) {
      const pages = await this.qa.listPages({ categoryId: id, status: 'published' });
      await this.redirects.execute(
        [
          ...qaPathMoves(current.slug, updated.slug),
          ...pages.flatMap((page) => qaPathMoves(`${current.slug}/${page.slug}`, `${updated.slug}/${page.slug}`)),
        ],
        staffEmail,
      );
    }
    // Rendered pages showing Q&A are rebuilt.
    this.changes.notify('qa');
    return updated;
  }
}
