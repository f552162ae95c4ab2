import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../shared/application/transaction-runner.port';
import { RedirectRepository } from './redirect-repository.port';
import { RedirectTable } from './redirect-table';
import { Clock } from '../../../shared/application/clock.port';

/** One public path moving to another (a slug change), as canonical site paths. */
export interface PathMove {
  from: string;
  to: string;
}

/**
 * The port other modules call when a page's path changes (a Q&A slug, a town slug): each old path answers 301 with
 * its new one from now on. Chains collapse (A→B then B→C keeps A→C and B→C) and a new path that had a redirect
 * drops it, since a page lives there now. Runs inside the caller's transaction when there is one.
 */
@Injectable()
export class RecordRedirects {
  constructor(
    private readonly redirects: RedirectRepository,
    private readonly transactions: TransactionRunner,
    private readonly table: RedirectTable,
    private readonly clock: Clock,
  ) {}

  /** `changedBy`: the e-mail of the staff user whose change moved the paths, shown as the redirects' author. */
  async execute(moves: PathMove[], changedBy: string | null, now = this.clock.now()): Promise<void> {
    const real = moves.filter((move) => move.from !== move.to);
    if (real.length === 0) return;
    await this.transactions.run(async () => {
      for (const { from, to } of real) {
        await this.redirects.removeFrom([to]);
        await this.redirects.retarget(from, to);
        await this.redirects.replace({
          id: randomUUID(),
          fromPath: from,
          toPath: to,
          source: 'automatic',
          createdAt: now,
          createdBy: changedBy,
        });
      }
    });
    // Inside a caller's transaction (a town update), the table is reloaded and the instances told once it commits.
    await this.transactions.afterCommit(() => this.table.changed());
  }
}
