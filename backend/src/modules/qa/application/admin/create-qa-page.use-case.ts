import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import type { QaPage } from '../../domain/qa';
import { QaCategoryNotFoundError } from '../../domain/qa.errors';
import { QaRepository } from '../qa-repository.port';
import type { QaPageInput } from './qa-inputs';

@Injectable()
export class CreateQaPage {
  constructor(
    private readonly qa: QaRepository,
    private readonly changes: ContentChanges,
  ) {}

  async execute(input: QaPageInput): Promise<QaPage> {
    if (!(await this.qa.findCategory(input.categoryId))) throw new QaCategoryNotFoundError();
    const now = new Date();
    const page: QaPage = { id: randomUUID(), ...input, createdAt: now, updatedAt: now };
    await this.qa.insertPage(page);
    // Rendered pages showing Q&A are rebuilt.
    this.changes.notify('qa');
    return page;
  }
}
