import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../shared/application/transaction-runner.port';
import type { Redirect } from '../domain/redirect';
import { finalTarget } from '../domain/redirect-chain';
import { RedirectLoopError, RedirectPathOwnedError, RedirectSamePathError, RedirectTakenError } from '../domain/redirect.errors';
import { PathOwners } from './path-owners.port';
import type { PathMove } from './record-redirects.use-case';
import { RedirectRepository } from './redirect-repository.port';
import { RedirectTable } from './redirect-table';
import { Clock } from '../../../shared/application/clock.port';

/**
 * A redirect added by staff (old path → new path). Refused when the paths are the same, when a page renders at the old
 * path, when the old path already has one, or when the new path leads back to the old one. A new path that itself
 * redirects is followed to its end, so visitors make one hop.
 */
@Injectable()
export class AddRedirect {
  constructor(
    private readonly redirects: RedirectRepository,
    private readonly owners: PathOwners,
    private readonly transactions: TransactionRunner,
    private readonly table: RedirectTable,
    private readonly clock: Clock,
  ) {}

  async execute({ from, to }: PathMove, createdBy: string, now = this.clock.now()): Promise<Redirect> {
    if (from === to) throw new RedirectSamePathError();
    if (await this.owners.owns(from)) throw new RedirectPathOwnedError();
    const redirect = await this.transactions.run(async () => {
      const existing = await this.redirects.list();
      if (existing.some((row) => row.fromPath === from)) throw new RedirectTakenError();
      const target = finalTarget(to, new Map(existing.map((row) => [row.fromPath, row.toPath])));
      if (target === undefined || target === from) throw new RedirectLoopError();
      const added: Redirect = { id: randomUUID(), fromPath: from, toPath: target, source: 'manual', createdAt: now, createdBy };
      await this.redirects.retarget(from, target);
      await this.redirects.insert(added);
      return added;
    });
    await this.table.changed();
    return redirect;
  }
}
