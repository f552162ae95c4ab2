import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/application/transaction-runner.port';
import { RecordRedirects } from '../../../redirects/application/record-redirects.use-case';
import { townSlugs } from '../../domain/location';
import { LocationNotFoundError } from '../../domain/location.errors';
import type { TownServicePageFile } from '../../domain/town-file';
import { townPageMoves } from '../../domain/town-path-moves';
import { TownDirectoryRefresher } from '../town-directory-refresher';
import { type TownRecord, TownRepository } from '../town-repository.port';
import { Clock } from '../../../../shared/application/clock.port';

/**
 * Replaces a town's service sub-pages, in their order (the admin's town pages screen, content:import of
 * content/town-pages); every instance shows them, and a page given another slug leaves a 301 from its old path, in the
 * same transaction. Keys and slugs are unique within the town (checked at the API, TownPagesBodyPipe).
 */
@Injectable()
export class ReplaceTownPages {
  constructor(
    private readonly towns: TownRepository,
    private readonly refresher: TownDirectoryRefresher,
    private readonly transactions: TransactionRunner,
    private readonly redirects: RecordRedirects,
    private readonly clock: Clock,
  ) {}

  async execute(slug: string, pages: TownServicePageFile[], staffEmail: string, now = this.clock.now()): Promise<TownRecord> {
    const current = await this.towns.find(slug);
    if (!current) throw new LocationNotFoundError();
    await this.transactions.run(async () => {
      if (!(await this.towns.replacePages(slug, pages, now, staffEmail))) throw new LocationNotFoundError();
      await this.redirects.execute(townPageMoves(townSlugs(current.town), current.pages, pages), staffEmail, now);
    });
    await this.refresher.townsChanged();
    return { ...current, pages, updatedAt: now, updatedBy: staffEmail };
  }
}
