import { Logger } from '@nestjs/common';
import { sendWhileHoldingLease } from './lease-keeper';
import { MailOutbox } from './mail-outbox.port';
import type { QueuedMail } from './outgoing-mail';

/** Counts lease renewals; each takes `renewalMs` and answers whether the claim still holds. */
class RenewalCounter extends MailOutbox {
  renewals = 0;
  inFlight = 0;
  constructor(
    private readonly renewalMs = 0,
    private readonly holds = true,
  ) {
    super();
  }
  async holdClaim(): Promise<boolean> {
    this.inFlight += 1;
    await new Promise((resolve) => setTimeout(resolve, this.renewalMs));
    this.inFlight -= 1;
    this.renewals += 1;
    return this.holds;
  }
  async enqueue(): Promise<void> {}
  async claimDue(): Promise<QueuedMail[]> {
    return [];
  }
  async markSent(): Promise<void> {}
  async markFailed(): Promise<void> {}
}

const mail: QueuedMail = {
  id: 'mail-1',
  to: 'staff@example.com',
  subject: 'Lead',
  text: 'Lead',
  html: '<p>Lead</p>',
  messageId: '<mail-1@example.com>',
  attempts: 1,
  claimToken: 'token-1',
};
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const quietLogger = () => {
  const logger = new Logger('test');
  jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  return logger;
};

/** On jest's fake clock: the renewals are counted by the timer's schedule, not by how busy the machine is. */
describe('sendWhileHoldingLease', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renews the lease every third of it while the send lasts, and not after', async () => {
    const outbox = new RenewalCounter();
    const sending = sendWhileHoldingLease(outbox, mail, 60, () => sleep(130), quietLogger());
    await jest.advanceTimersByTimeAsync(130);
    await sending;
    // Every 20 ms from the start: at 20, 40, 60, 80, 100 and 120 ms.
    expect(outbox.renewals).toBe(6);
    await jest.advanceTimersByTimeAsync(80);
    expect(outbox.renewals).toBe(6);
  });

  it('does not renew around a quick send', async () => {
    const outbox = new RenewalCounter();
    await sendWhileHoldingLease(outbox, mail, 60_000, () => Promise.resolve(), quietLogger());
    await jest.advanceTimersByTimeAsync(60_000);
    expect(outbox.renewals).toBe(0);
  });

  it('returns only once a renewal in flight has ended, and passes on the send failure', async () => {
    const outbox = new RenewalCounter(40);
    const failing = sendWhileHoldingLease(outbox, mail, 30, () => sleep(15).then(() => Promise.reject(new Error('550'))), quietLogger());
    const failed = expect(failing).rejects.toThrow('550');
    await jest.advanceTimersByTimeAsync(15);
    expect(outbox.inFlight).toBe(1);
    await jest.advanceTimersByTimeAsync(40);
    await failed;
    expect(outbox.inFlight).toBe(0);
    expect(outbox.renewals).toBe(1);
  });

  it('logs a claim lost during the send, which it cannot stop', async () => {
    const logger = quietLogger();
    const sending = sendWhileHoldingLease(new RenewalCounter(0, false), mail, 30, () => sleep(25), logger);
    await jest.advanceTimersByTimeAsync(25);
    await sending;
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('claim was lost'));
  });
});
