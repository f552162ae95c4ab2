import { Injectable } from '@nestjs/common';
import type { QaPage } from '../../domain/qa';
import { QaPageNotFoundError } from '../../domain/qa.errors';
import { QaRepository } from '../qa-repository.port';

@Injectable()
export class GetQaPage {
  constructor(private readonly qa: QaRepository) {}

  async execute(id: string): Promise<QaPage> {
    const page = await this.qa.findPage(id);
    if (!page) throw new QaPageNotFoundError();
    return page;
  }
}
