import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { QaPageNotFoundError } from '../../domain/qa.errors';
import { QaRepository } from '../qa-repository.port';

@Injectable()
export class DeleteQaPage {
  constructor(
    private readonly qa: QaRepository,
    private readonly changes: ContentChanges,
  ) {}

  async execute(id: string): Promise<void> {
    if (!(await this.qa.findPage(id))) throw new QaPageNotFoundError();
    await this.qa.deletePage(id);
    // Rendered pages showing Q&A are rebuilt.
    this.changes.notify('qa');
  }
}
