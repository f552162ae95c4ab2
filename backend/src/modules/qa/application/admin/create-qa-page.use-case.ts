import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { ClearRedirects } from '../../../redirects/application/clear-redirects.use-case';
import type { QaPage } from '../../domain/qa';
import { QaCategoryNotFoundError } from '../../domain/qa.errors';
import { QaRepository } from '../qa-repository.port';
import type { QaPageInput } from './qa-inputs';
import { qaPaths } from './qa-path-moves';
import { Clock } from '../../../../shared/application/clock.port';

@Injectable()
export class CreateQaPage {
  constructor(
    private readonly qa: QaRepository,
    private readonly changes: ContentChanges,
    private readonly clearRedirects: ClearRedirects,
    private readonly clock: Clock,
  ) {}

  async execute(input: QaPageInput): Promise<QaPage> {
    const category = await this.qa.findCategory(input.categoryId);
    if (!category) throw new QaCategoryNotFoundError();
    const now = this.clock.now();
    const position = input.position ?? (await this.qa.nextPagePosition(category.id));
    const none = { en: '', es: '' };
    const page: QaPage = {
      id: randomUUID(),
      ...input,
      shortQuestion: input.shortQuestion ?? none,
      seoTitle: input.seoTitle ?? none,
      seoDescription: input.seoDescription ?? none,
      position,
      createdAt: now,
      updatedAt: now,
    };
    await this.qa.insertPage(page);
    // A page published where a redirect was (its own old path, say) takes its place.
    if (page.isPublished) await this.clearRedirects.execute([...qaPaths(category.slug), ...qaPaths(`${category.slug}/${page.slug}`)]);
    // Rendered pages showing Q&A are rebuilt.
    this.changes.notify('qa');
    return page;
  }
}
