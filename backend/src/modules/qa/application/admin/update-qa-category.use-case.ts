import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import type { QaCategory } from '../../domain/qa';
import { QaCategoryNotFoundError } from '../../domain/qa.errors';
import { QaRepository } from '../qa-repository.port';
import type { QaCategoryChanges } from './qa-inputs';

@Injectable()
export class UpdateQaCategory {
  constructor(
    private readonly qa: QaRepository,
    private readonly changes: ContentChanges,
  ) {}

  async execute(id: string, changes: QaCategoryChanges): Promise<QaCategory> {
    const current = await this.qa.findCategory(id);
    if (!current) throw new QaCategoryNotFoundError();
    const updated: QaCategory = {
      ...current,
      slug: changes.slug ?? current.slug,
      name: { ...current.name, ...changes.name },
      description: { ...current.description, ...changes.description },
      position: changes.position ?? current.position,
      updatedAt: new Date(),
    };
    await this.qa.updateCategory(updated);
    // Rendered pages showing Q&A are rebuilt.
    this.changes.notify('qa');
    return updated;
  }
}
