import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { QaPage } from '../../domain/qa';
import { QaCategoryNotFoundError } from '../../domain/qa.errors';
import { QaRepository } from '../qa.repository';
import type { QaPageInput } from './qa-inputs';

@Injectable()
export class CreateQaPage {
  constructor(private readonly qa: QaRepository) {}

  async execute(input: QaPageInput): Promise<QaPage> {
    if (!(await this.qa.findCategory(input.categoryId))) throw new QaCategoryNotFoundError();
    const now = new Date();
    const page: QaPage = { id: randomUUID(), ...input, createdAt: now, updatedAt: now };
    await this.qa.insertPage(page);
    return page;
  }
}
