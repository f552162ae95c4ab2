import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { townSlugs } from '../../domain/location';
import { LocationNotFoundError } from '../../domain/location.errors';
import type { TownFile } from '../../domain/town-file';
import { withSlugsKept } from '../../domain/town-slug-rules';
import { TownDirectoryRefresher } from '../town-directory-refresher';
import { type TownRecord, TownRepository } from '../town-repository.port';

/** Replaces a town's fields (its slugs stay); its page, the hubs and its neighbours' pages show it on every instance. */
@Injectable()
export class UpdateTown {
  constructor(
    private readonly towns: TownRepository,
    private readonly refresher: TownDirectoryRefresher,
    private readonly changes: ContentChanges,
  ) {}

  async execute(slug: string, edited: TownFile, staffEmail: string, now = new Date()): Promise<TownRecord> {
    const current = await this.towns.find(slug);
    if (!current) throw new LocationNotFoundError();
    const town = withSlugsKept(edited, townSlugs(current.town));
    if (!(await this.towns.update(slug, town, now, staffEmail))) throw new LocationNotFoundError();
    this.changes.notify('towns');
    await this.refresher.settled();
    return { ...current, town, updatedAt: now, updatedBy: staffEmail };
  }
}
