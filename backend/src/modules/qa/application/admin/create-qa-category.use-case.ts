import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { QaCategory } from '../../domain/qa';
import { QaRepository } from '../qa.repository';
import type { QaCategoryInput } from './qa-inputs';

@Injectable()
export class CreateQaCategory {
  constructor(private readonly qa: QaRepository) {}

  async execute(input: QaCategoryInput): Promise<QaCategory> {
    const now = new Date();
    const category: QaCategory = { id: randomUUID(), ...input, createdAt: now, updatedAt: now };
    await this.qa.insertCategory(category);
    return category;
  }
}
