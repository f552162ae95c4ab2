import { Logger } from '@nestjs/common';
import type { MailWorkerSettings } from '../../../config/app-config';
import { MailTransport } from './mail-transport.port';
import { MailOutbox } from './mail-outbox.port';
import { describeError } from '../../../shared/application/describe-error';
import { retryDelayMs } from './retry-delay';
import { sendWhileHoldingLease } from './lease-keeper';

const BATCH_SIZE = 20;

/**
 * Sends queued e-mails: claims a batch, sends each, marks it sent or schedules a retry with back-off.
 * Runs on a timer; several instances may run at once (claims are row-locked with SKIP LOCKED). The lease is renewed
 * just before each send and all through it, so only a crash during the SMTP exchange itself can send an e-mail twice.
 */

export class MailDeliveryWorker {
  private readonly logger = new Logger(MailDeliveryWorker.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly outbox: MailOutbox,
    private readonly transport: MailTransport,
    private readonly settings: MailWorkerSettings,
    private readonly from: string,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Finishes the batch in progress, then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** One pass: sends what is due now. Returns how many were claimed. */
  async deliverDue(): Promise<number> {
    const batch = await this.outbox.claimDue(BATCH_SIZE, this.settings.leaseMs);
    for (const mail of batch) {
      // Another worker claimed it after this one's lease ran out: it is that worker's to send.
      if (!(await this.outbox.holdClaim(mail, this.settings.leaseMs))) continue;
      try {
        await sendWhileHoldingLease(this.outbox, mail, this.settings.leaseMs, () => this.transport.send(mail, this.from), this.logger);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const delay = retryDelayMs(mail.attempts, this.settings.retryBaseMs, this.settings.retryMaxMs);
        this.logger.warn(
          `E-mail ${mail.id} not sent (attempt ${mail.attempts}), retry in ${delay} ms: ${describeError(error, { stack: false })}`,
        );
        await this.outbox.markFailed(mail, message.slice(0, 1000), delay);
        continue;
      }
      // Sent: never scheduled again, even if marking it fails (the lease then keeps others off until it ends).
      await this.outbox.markSent(mail);
    }
    return batch.length;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick();
    }, delayMs);
  }

  private async tick(): Promise<void> {
    let claimed = 0;
    try {
      claimed = await this.deliverDue();
    } catch (error) {
      this.logger.error(`Mail delivery pass failed: ${describeError(error)}`);
    }
    this.schedule(claimed === BATCH_SIZE ? 0 : this.settings.pollIntervalMs);
  }
}
