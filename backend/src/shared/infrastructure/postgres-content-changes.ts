import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { CONTENT_AREAS, type ContentArea, ContentChanges } from '../application/content-changes.port';
import { TransactionRunner } from '../application/transaction-runner.port';
import { describeError } from '../application/describe-error';

const CHANNEL = 'content_changes';
const RECONNECT_DELAY_MS = 1000;

/**
 * Content changes reach every instance on one database: listeners here hear a change at once, and the other
 * instances through PostgreSQL's LISTEN/NOTIFY, so a page published on one is served fresh by all within
 * moments. While the listening connection is lost, changes may be missed: on reconnecting, every area counts as
 * changed.
 */
@Injectable()
export class PostgresContentChanges extends ContentChanges implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ContentChanges');
  private readonly origin = randomUUID();
  private readonly listeners: ((area: ContentArea) => void)[] = [];
  private client: Client | undefined;
  private closed = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly transactions: TransactionRunner,
  ) {
    super();
  }

  /**
   * This instance's listeners hear it at once (a request reads its own change back, through its transaction) and
   * again once the change's transaction has committed (at once outside one), when the other instances hear it too: a
   * cache refilled in between from the rows before the change, here or elsewhere, is dropped then.
   */
  notify(area: ContentArea): void {
    this.deliver(area);
    void this.transactions.afterCommit(async () => this.announce(area));
  }

  private announce(area: ContentArea): void {
    this.deliver(area);
    this.orm.em
      .getConnection()
      .execute('select pg_notify(?, ?)', [CHANNEL, JSON.stringify({ origin: this.origin, area })], 'run')
      .catch((error: unknown) =>
        this.logger.warn(`Other instances were not told of a ${area} change: ${describeError(error, { stack: false })}`),
      );
  }

  subscribe(listener: (area: ContentArea) => void): void {
    this.listeners.push(listener);
  }

  announceHere(area: ContentArea): void {
    this.deliver(area);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listen(false);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
  }

  private deliver(area: ContentArea): void {
    for (const listener of this.listeners) listener(area);
  }

  private async listen(reconnecting: boolean): Promise<void> {
    if (this.closed) return;
    const client = new Client({ connectionString: this.orm.config.get('clientUrl') });
    this.client = client;
    let retried = false;
    const retry = () => {
      if (retried || this.closed) return;
      retried = true;
      client.end().catch(() => undefined);
      setTimeout(() => void this.listen(true), RECONNECT_DELAY_MS).unref();
    };
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', (message) => this.onNotification(message.payload));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      if (reconnecting) CONTENT_AREAS.forEach((area) => this.deliver(area));
    } catch (error) {
      this.logger.warn(`Not listening for other instances' content changes yet: ${describeError(error, { stack: false })}`);
      retry();
    }
  }

  private onNotification(payload: string | undefined): void {
    try {
      const { origin, area } = JSON.parse(payload ?? '') as { origin?: unknown; area?: unknown };
      if (origin !== this.origin && CONTENT_AREAS.includes(area as ContentArea)) this.deliver(area as ContentArea);
    } catch {
      // Not one of ours.
    }
  }
}
