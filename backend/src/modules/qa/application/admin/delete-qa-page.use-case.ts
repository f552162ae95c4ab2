import { Injectable } from '@nestjs/common';
import { QaPageNotFoundError } from '../../domain/qa.errors';
import { QaRepository } from '../qa.repository';

@Injectable()
export class DeleteQaPage {
  constructor(private readonly qa: QaRepository) {}

  async execute(id: string): Promise<void> {
    if (!(await this.qa.findPage(id))) throw new QaPageNotFoundError();
    await this.qa.deletePage(id);
  }
}
