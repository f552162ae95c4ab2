import { Injectable } from '@nestjs/common';
import { RedirectRepository } from './redirect-repository.port';
import { RedirectTable } from './redirect-table';

/** The port a module calls when a page goes live at paths that may have had a redirect: the page wins, the redirects go. */
@Injectable()
export class ClearRedirects {
  constructor(
    private readonly redirects: RedirectRepository,
    private readonly table: RedirectTable,
  ) {}

  async execute(livePaths: string[]): Promise<void> {
    if (!livePaths.some((path) => this.table.target(path))) return;
    await this.redirects.removeFrom(livePaths);
    await this.table.changed();
  }
}
