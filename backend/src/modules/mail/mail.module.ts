import { EntityManager } from '@mikro-orm/postgresql';
import { Global, Inject, Module, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { MailDeliveryWorker } from './application/mail-delivery.worker';
import { MailOutbox } from './application/mail-outbox';
import { MailTransport } from './application/mail-transport';
import { OutboxStore } from './application/outbox-store';
import { MikroOrmMailOutbox } from './infrastructure/persistence/mikro-orm-mail-outbox';
import { SqlOutboxStore } from './infrastructure/persistence/sql-outbox.store';
import { FolderMailTransport, SmtpMailTransport } from './infrastructure/transport/nodemailer.transport';

@Global()
@Module({
  providers: [
    {
      provide: MailOutbox,
      inject: [EntityManager, AppConfig],
      useFactory: (em: EntityManager, config: AppConfig) => new MikroOrmMailOutbox(em, new URL(config.publicUrl).hostname),
    },
    { provide: OutboxStore, inject: [EntityManager], useFactory: (em: EntityManager) => new SqlOutboxStore(em) },
    {
      provide: MailTransport,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.smtpUrl ? new SmtpMailTransport(config.smtpUrl) : new FolderMailTransport(config.mailOutboxDir),
    },
    {
      provide: MailDeliveryWorker,
      inject: [OutboxStore, MailTransport, AppConfig],
      useFactory: (store: OutboxStore, transport: MailTransport, config: AppConfig) =>
        new MailDeliveryWorker(store, transport, config.mailWorker, config.mailFrom),
    },
  ],
  exports: [MailOutbox, MailDeliveryWorker, OutboxStore],
})
export class MailModule implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    @Inject(MailDeliveryWorker) private readonly worker: MailDeliveryWorker,
    @Inject(MailTransport) private readonly transport: MailTransport,
  ) {}

  onApplicationBootstrap(): void {
    this.worker.start();
  }

  /** The batch in progress finishes before the ORM closes (unsent e-mails stay queued for the next start). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.stop();
    await this.transport.close();
  }
}
