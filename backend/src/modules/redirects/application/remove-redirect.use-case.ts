import { Injectable } from '@nestjs/common';
import { RedirectNotFoundError } from '../domain/redirect.errors';
import { RedirectRepository } from './redirect-repository.port';
import { RedirectTable } from './redirect-table';

/** The old path is served like every other path again (its page, or 404). */
@Injectable()
export class RemoveRedirect {
  constructor(
    private readonly redirects: RedirectRepository,
    private readonly table: RedirectTable,
  ) {}

  async execute(id: string): Promise<void> {
    if (!(await this.redirects.remove(id))) throw new RedirectNotFoundError();
    await this.table.changed();
  }
}
