import { Injectable } from '@nestjs/common';
import type { QaCategoryWithCounts } from '../../domain/qa';
import { QaRepository } from '../qa-repository.port';

@Injectable()
export class ListQaCategories {
  constructor(private readonly qa: QaRepository) {}

  execute(): Promise<QaCategoryWithCounts[]> {
    return this.qa.listCategories();
  }
}
