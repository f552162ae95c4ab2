import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { describeError } from '../../../shared/application/describe-error';
import { ApplyLeadRetention } from '../application/privacy/personal-data.use-cases';

const HOUR = 3_600_000;

/** Every instance asks hourly; the retention itself runs once a day on one of them (ApplyLeadRetention). */
@Injectable()
export class LeadRetentionSchedule implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('LeadRetention');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(private readonly retention: ApplyLeadRetention) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running ??= this.retention
        .execute()
        .catch((error: unknown) => this.logger.error(`Lead retention failed; it runs again within the hour: ${describeError(error)}`))
        .finally(() => (this.running = undefined));
    }, HOUR);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
