import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { LocationNotFoundError } from '../../domain/location.errors';
import type { TownServicePageFile } from '../../domain/town-file';
import { TownDirectoryRefresher } from '../town-directory-refresher';
import { TownRepository } from '../town-repository.port';

/** Replaces a town's service sub-pages (content:import of content/town-pages); every instance shows them. */
@Injectable()
export class ReplaceTownPages {
  constructor(
    private readonly towns: TownRepository,
    private readonly refresher: TownDirectoryRefresher,
    private readonly changes: ContentChanges,
  ) {}

  async execute(slug: string, pages: TownServicePageFile[], staffEmail: string, now = new Date()): Promise<void> {
    if (!(await this.towns.replacePages(slug, pages, now, staffEmail))) throw new LocationNotFoundError();
    this.changes.notify('towns');
    await this.refresher.settled();
  }
}
