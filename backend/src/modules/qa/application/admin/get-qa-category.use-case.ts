import { Injectable } from '@nestjs/common';
import type { QaCategory } from '../../domain/qa';
import { QaCategoryNotFoundError } from '../../domain/qa.errors';
import { QaRepository } from '../qa-repository.port';

@Injectable()
export class GetQaCategory {
  constructor(private readonly qa: QaRepository) {}

  async execute(id: string): Promise<QaCategory> {
    const category = await this.qa.findCategory(id);
    if (!category) throw new QaCategoryNotFoundError();
    return category;
  }
}
