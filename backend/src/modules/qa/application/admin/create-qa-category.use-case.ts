import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import type { QaCategory } from '../../domain/qa';
import { QaRepository } from '../qa-repository.port';
import type { QaCategoryInput } from './qa-inputs';
import { Clock } from '../../../../shared/application/clock.port';

@Injectable()
export class CreateQaCategory {
  constructor(
    private readonly qa: QaRepository,
    private readonly changes: ContentChanges,
    private readonly clock: Clock,
  ) {}

  async execute(input: QaCategoryInput): Promise<QaCategory> {
    const now = this.clock.now();
    const category: QaCategory = { id: randomUUID(), ...input, createdAt: now, updatedAt: now };
    await this.qa.insertCategory(category);
    // Rendered pages showing Q&A are rebuilt.
    this.changes.notify('qa');
    return category;
  }
}
