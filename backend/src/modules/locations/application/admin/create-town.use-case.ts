import { Injectable } from '@nestjs/common';
import { newTownSlugs, slugField } from '../../domain/town-slug-rules';
import type { TownFile } from '../../domain/town-file';
import { TownSlugTakenError } from '../../domain/town.errors';
import { LocationDirectory } from '../location-directory';
import { TownDirectoryRefresher } from '../town-directory-refresher';
import { type TownRecord, TownRepository } from '../town-repository.port';
import { Clock } from '../../../../shared/application/clock.port';

/** Adds a town: its page in both languages, its sitemap entry and its place among the nearby towns, on every instance. */
@Injectable()
export class CreateTown {
  constructor(
    private readonly towns: TownRepository,
    private readonly directory: LocationDirectory,
    private readonly refresher: TownDirectoryRefresher,
    private readonly clock: Clock,
  ) {}

  async execute(town: TownFile, staffEmail: string, now = this.clock.now()): Promise<TownRecord> {
    const slugs = newTownSlugs(town);
    // Either slug may clash with either of another town's: one path serves one town.
    for (const language of ['en', 'es'] as const)
      if (this.directory.townWithSlug(slugs[language])) throw new TownSlugTakenError(slugField(town, language));
    const record: TownRecord = { slug: slugs.en, town, pages: [], updatedAt: now, updatedBy: staffEmail };
    if (!(await this.towns.insert(record))) throw new TownSlugTakenError(slugField(town, 'en'));
    await this.refresher.townsChanged();
    return record;
  }
}
