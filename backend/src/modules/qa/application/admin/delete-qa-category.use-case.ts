import { Injectable } from '@nestjs/common';
import { QaCategoryNotEmptyError, QaCategoryNotFoundError } from '../../domain/qa.errors';
import { QaRepository } from '../qa.repository';

@Injectable()
export class DeleteQaCategory {
  constructor(private readonly qa: QaRepository) {}

  /** Refused while pages remain, so no answer is ever deleted by accident with its category. */
  async execute(id: string): Promise<void> {
    if (!(await this.qa.findCategory(id))) throw new QaCategoryNotFoundError();
    const pages = await this.qa.countPages(id);
    if (pages > 0) throw new QaCategoryNotEmptyError(pages);
    await this.qa.deleteCategory(id);
  }
}
