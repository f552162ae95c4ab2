import { EntityManager } from '@mikro-orm/postgresql';
import { Global, Inject, Module, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../shared/application/clock.port';
import { MailDeliveryWorker } from './application/mail-delivery.worker';
import { MailOutbox } from './application/mail-outbox.port';
import { MailTransport } from './application/mail-transport.port';
import { MikroOrmMailOutbox } from './infrastructure/persistence/mikro-orm-mail-outbox';
import { FolderMailTransport, SmtpMailTransport } from './infrastructure/transport/nodemailer-mail-transport';

@Global()
@Module({
  providers: [
    {
      provide: MailOutbox,
      inject: [EntityManager, AppConfig, Clock],
      useFactory: (em: EntityManager, config: AppConfig, clock: Clock) =>
        new MikroOrmMailOutbox(em, new URL(config.publicUrl).hostname, clock),
    },
    {
      provide: MailTransport,
      inject: [AppConfig, Clock],
      useFactory: (config: AppConfig, clock: Clock) =>
        config.smtpUrl ? new SmtpMailTransport(config.smtpUrl) : new FolderMailTransport(config.mailOutboxDir, clock),
    },
    {
      provide: MailDeliveryWorker,
      inject: [MailOutbox, MailTransport, AppConfig],
      useFactory: (outbox: MailOutbox, transport: MailTransport, config: AppConfig) =>
        new MailDeliveryWorker(outbox, transport, config.mailWorker, config.mailFrom),
    },
  ],
  exports: [MailOutbox, MailTransport],
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
