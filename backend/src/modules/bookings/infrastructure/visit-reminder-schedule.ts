import { Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { describeError } from '../../../shared/application/describe-error';
import { SendVisitReminders } from '../application/send-visit-reminders.use-case';

/** Runs the reminders on a timer on every instance; the database makes sure each visit is reminded once. */
@Injectable()
export class VisitReminderSchedule implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('VisitReminders');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly reminders: SendVisitReminders,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running ??= this.runOnce().finally(() => (this.running = undefined));
    }, this.config.visitReminderIntervalMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async runOnce(): Promise<void> {
    try {
      const sent = await this.reminders.execute();
      if (sent > 0) this.logger.log(`${sent} visit reminder(s) queued`);
    } catch (error) {
      this.logger.error(`Visit reminders failed; they stay due for the next run: ${describeError(error)}`);
    }
  }
}
