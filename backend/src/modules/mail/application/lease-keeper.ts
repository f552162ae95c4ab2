import { Logger } from '@nestjs/common';
import { describeError } from '../../../shared/application/describe-error';
import type { MailOutbox } from './mail-outbox.port';
import type { QueuedMail } from './outgoing-mail';

/** How often the lease is renewed, as a share of its length: two renewals may fail before it runs out. */
const RENEWALS_PER_LEASE = 3;

/**
 * Runs `send` while renewing `mail`'s lease every third of it, so a slow SMTP server cannot make the lease run out
 * and another worker claim and send the same e-mail meanwhile. Renewals stop, and the last one in flight is
 * awaited, before this returns: the caller's markSent or markFailed is then the last word on the row.
 */
export async function sendWhileHoldingLease(
  outbox: MailOutbox,
  mail: QueuedMail,
  leaseMs: number,
  send: () => Promise<void>,
  logger: Logger,
): Promise<void> {
  let sending = true;
  let renewal: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const renew = async (): Promise<void> => {
    try {
      if (!(await outbox.holdClaim(mail, leaseMs)))
        logger.warn(`E-mail ${mail.id}: its claim was lost while it was being sent (the lease ran out)`);
    } catch (error) {
      logger.warn(`E-mail ${mail.id}: its lease could not be renewed: ${describeError(error).split('\n')[0]}`);
    }
  };
  const scheduleRenewal = (): void => {
    timer = setTimeout(() => {
      renewal = renew().then(() => {
        if (sending) scheduleRenewal();
      });
    }, leaseMs / RENEWALS_PER_LEASE);
  };
  scheduleRenewal();
  try {
    await send();
  } finally {
    sending = false;
    clearTimeout(timer);
    await renewal;
  }
}
