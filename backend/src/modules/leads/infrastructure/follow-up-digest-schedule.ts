import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { describeError } from '../../../shared/application/describe-error';
import { SendFollowUpDigest } from '../application/follow-up/send-follow-up-digest.use-case';

const FIVE_MINUTES = 300_000;

/**
 * Every instance asks every five minutes; the digest goes out once a day, from FOLLOW_UP_DIGEST_TIME on, by whichever
 * instance claims the day first (SendFollowUpDigest). An instance started later in the day sends it if none has.
 */
@Injectable()
export class FollowUpDigestSchedule implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('FollowUpDigest');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(private readonly digest: SendFollowUpDigest) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running ??= this.digest
        .execute()
        .catch((error: unknown) => this.logger.error(`Follow-up digest failed; it is tried again in five minutes: ${describeError(error)}`))
        .finally(() => (this.running = undefined));
    }, FIVE_MINUTES);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
