import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ContentChanges } from '../../../shared/application/content-changes.port';
import { CurrentBusinessFacts } from '../../../shared/application/current-business-facts.port';
import { describeError } from '../../../shared/application/describe-error';
import { TransactionRunner } from '../../../shared/application/transaction-runner.port';
import { townPageFacts } from '../domain/location';
import type { TownServicePageFile } from '../domain/town-file';
import { LocationDirectory } from './location-directory';
import { TownRepository } from './town-repository.port';

/**
 * Keeps the directory equal to the towns table and to the business settings (the service area the distances and
 * the standard-response flag are measured from): loaded at start, and again whenever a town ('towns') or the settings
 * ('business-settings') are saved here or on another instance. Pages rendered from the old directory are dropped once
 * the new one is in place ('town-directory'), so no page rendered in between is kept.
 */
@Injectable()
export class TownDirectoryRefresher implements OnModuleInit {
  private readonly logger = new Logger('Towns');
  private loading: Promise<void> = Promise.resolve();

  constructor(
    private readonly directory: LocationDirectory,
    private readonly towns: TownRepository,
    private readonly facts: CurrentBusinessFacts,
    private readonly changes: ContentChanges,
    private readonly transactions: TransactionRunner,
  ) {}

  onModuleInit(): void {
    this.changes.subscribe((area) => {
      const load = area === 'towns' ? () => this.loadTowns() : area === 'business-settings' ? () => this.loadFacts() : undefined;
      if (load)
        this.queue(load).catch((error: unknown) =>
          this.logger.error(`The town directory was not rebuilt: ${describeError(error, { stack: false })}`),
        );
    });
  }

  /**
   * A save of towns announces it once its transaction (the caller's, or an audited request's around it) has committed,
   * and waits for this instance's directory to hold it, so its answer finds the town in place.
   */
  async townsChanged(): Promise<void> {
    await this.transactions.afterCommit(async () => {
      this.changes.notify('towns');
      await this.settled();
    });
  }

  /** Resolves when the loads asked for so far are done (a save waits for it, so its answer finds the town in place). */
  settled(): Promise<void> {
    return this.loading.catch(() => undefined);
  }

  /** Loads the towns table and the settings into the directory. */
  reload(): Promise<void> {
    return this.queue(async () => {
      await this.loadFacts();
      await this.loadTowns();
    });
  }

  /** Loads run one after another, so the last one wins. */
  private queue(load: () => Promise<void>): Promise<void> {
    this.loading = this.loading.catch(() => undefined).then(load);
    return this.loading;
  }

  private async loadTowns(): Promise<void> {
    const records = await this.towns.list();
    const servicePages: Record<string, TownServicePageFile[]> = {};
    for (const record of records) if (record.pages.length > 0) servicePages[record.slug] = record.pages;
    this.directory.replace(
      records.map((record) => record.town),
      servicePages,
    );
    this.changes.announceHere('town-directory');
  }

  private async loadFacts(): Promise<void> {
    this.directory.useFacts(townPageFacts(await this.facts.read()));
    this.changes.announceHere('town-directory');
  }
}
