import { STAFF_EMAIL, validQuote } from '../support/test-app';
import { twoDeliveryWorkers } from '../support/two-delivery-workers';

/*
 * A relay that takes 300 ms a message, two instances, and a 2 s lease: a batch of 20 takes longer than the lease,
 * so without a fence the other instance claimed the rest of the batch again and both sent it (49 messages for 40
 * leads, found in a review). Each e-mail must arrive once.
 */
describe('a slow SMTP relay and two delivery workers sharing one outbox', () => {
  const { smtp, instance } = twoDeliveryWorkers({ smtpDelayMs: 300, leaseMs: 2000 });

  it('sends each of 40 staff e-mails exactly once', async () => {
    for (let i = 0; i < 40; i += 1) {
      await instance(i % 2 === 0 ? 0 : 1)
        .http.post('/api/quotes')
        .send(validQuote({ name: `Slow Relay Visitor ${i}` }))
        .expect(201);
    }
    await smtp.waitFor(40, 60_000, { to: STAFF_EMAIL });
    // Long enough for a second claim of the batch, had there been one, to be sent too.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const messageIds = smtp.to(STAFF_EMAIL).map((mail) => mail.parsed.messageId);
    expect(new Set(messageIds).size).toBe(40);
    expect(messageIds).toHaveLength(40);
  }, 90_000);
});
