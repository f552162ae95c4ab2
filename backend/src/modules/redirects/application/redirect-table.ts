import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ContentChanges } from '../../../shared/application/content-changes.port';
import { describeError } from '../../../shared/application/describe-error';
import { RedirectRepository } from './redirect-repository.port';

/**
 * The redirects the site answers, kept in memory (every page request asks): read at start and again whenever any
 * instance announces a change of the 'redirects' area.
 */
@Injectable()
export class RedirectTable implements OnApplicationBootstrap {
  private readonly logger = new Logger('Redirects');
  private targets: ReadonlyMap<string, string> = new Map();
  /** Reloads run one after another, so the last one asked for reads the newest rows and is applied last. */
  private loading: Promise<void> = Promise.resolve();

  constructor(
    private readonly redirects: RedirectRepository,
    private readonly changes: ContentChanges,
  ) {
    changes.subscribe((area) => {
      if (area === 'redirects')
        this.reload().catch((error: unknown) => this.logger.warn(`Redirects not reloaded: ${describeError(error)}`));
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
  }

  /** Where `path` (a canonical site path) moved to, if it did. */
  target(path: string): string | undefined {
    return this.targets.get(path);
  }

  /** After a change made here: this instance serves it before the change is answered, the others within moments. */
  async changed(): Promise<void> {
    await this.reload();
    this.changes.notify('redirects');
  }

  private reload(): Promise<void> {
    const load = this.loading.then(async () => {
      const rows = await this.redirects.list();
      this.targets = new Map(rows.map((row) => [row.fromPath, row.toPath]));
    });
    this.loading = load.catch(() => undefined);
    return load;
  }
}
