import { LANGUAGES } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/application/transaction-runner.port';
import { RecordRedirects } from '../../../redirects/application/record-redirects.use-case';
import { townSlugs } from '../../domain/location';
import { LocationNotFoundError } from '../../domain/location.errors';
import type { TownFile } from '../../domain/town-file';
import { townPathMoves } from '../../domain/town-path-moves';
import { withSlugsEdited } from '../../domain/town-slug-rules';
import { TownSlugTakenError } from '../../domain/town.errors';
import { LocationDirectory } from '../location-directory';
import { TownDirectoryRefresher } from '../town-directory-refresher';
import { type TownRecord, TownRepository } from '../town-repository.port';
import { TownSlugFollowers } from '../town-slug-followers';
import { Clock } from '../../../../shared/application/clock.port';

/**
 * Replaces a town's fields; its page, the hubs and its neighbours' pages show it on every instance. A renamed town
 * keeps its slugs; a different slug written moves the town, its sub-pages and what other modules keep under its English
 * slug, and leaves a 301 from each old path, all in one transaction.
 */
@Injectable()
export class UpdateTown {
  constructor(
    private readonly towns: TownRepository,
    private readonly directory: LocationDirectory,
    private readonly refresher: TownDirectoryRefresher,
    private readonly transactions: TransactionRunner,
    private readonly redirects: RecordRedirects,
    private readonly followers: TownSlugFollowers,
    private readonly clock: Clock,
  ) {}

  async execute(slug: string, edited: TownFile, staffEmail: string, now = this.clock.now()): Promise<TownRecord> {
    const current = await this.towns.find(slug);
    if (!current) throw new LocationNotFoundError();
    const [oldSlugs, town] = [townSlugs(current.town), withSlugsEdited(edited, townSlugs(current.town))];
    const newSlugs = townSlugs(town);
    for (const language of LANGUAGES) {
      const other = newSlugs[language] !== oldSlugs[language] && this.directory.townWithSlug(newSlugs[language]);
      if (other && townSlugs(other).en !== slug) throw new TownSlugTakenError(language === 'en' ? 'slugEn' : 'slugEs');
    }
    await this.transactions.run(async () => {
      if (!(await this.towns.update(slug, { slug: newSlugs.en, town }, now, staffEmail))) throw new LocationNotFoundError();
      if (newSlugs.en !== slug) await this.followers.moved(slug, newSlugs.en);
      await this.redirects.execute(townPathMoves(oldSlugs, newSlugs, current.pages), staffEmail, now);
    });
    await this.refresher.townsChanged();
    return { ...current, slug: newSlugs.en, town, updatedAt: now, updatedBy: staffEmail };
  }
}
