import { Injectable } from '@nestjs/common';
import type { QaPage } from '../../domain/qa';
import { type QaPageFilter, QaRepository } from '../qa-repository.port';

@Injectable()
export class ListQaPages {
  constructor(private readonly qa: QaRepository) {}

  execute(filter: QaPageFilter): Promise<QaPage[]> {
    return this.qa.listPages(filter);
  }
}
