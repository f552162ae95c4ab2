import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { QaCategoryNotEmptyError, QaCategoryNotFoundError } from '../../domain/qa.errors';
import { QaRepository } from '../qa-repository.port';

@Injectable()
export class DeleteQaCategory {
  constructor(
    private readonly qa: QaRepository,
    private readonly changes: ContentChanges,
  ) {}

  /** Refused while pages remain, so no answer is ever deleted by accident with its category. */
  async execute(id: string): Promise<void> {
    if (!(await this.qa.findCategory(id))) throw new QaCategoryNotFoundError();
    const pages = await this.qa.countPages(id);
    if (pages > 0) throw new QaCategoryNotEmptyError(pages);
    await this.qa.deleteCategory(id);
    // Rendered pages showing Q&A are rebuilt.
    this.changes.notify('qa');
  }
}
