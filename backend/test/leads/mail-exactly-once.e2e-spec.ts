import { resetTables } from '../support/test-database';
import { STAFF_EMAIL, startTestApp, type TestApp, validQuote } from '../support/test-app';
import { TestSmtpServer } from '../support/test-smtp-server';

/*
 * A relay that takes 300 ms a message, two instances, and a 2 s lease: a batch of 20 takes longer than the lease,
 * so without a fence the other instance claimed the rest of the batch again and both sent it (49 messages for 40
 * leads, found in a review). Each e-mail must arrive once.
 */
describe('a slow SMTP relay and two delivery workers sharing one outbox', () => {
  const smtp = new TestSmtpServer({ delayMs: 300 });
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    // Before the apps start: their delivery workers would otherwise send what an earlier suite left queued.
    await resetTables();
    await smtp.start();
    const env = { SMTP_URL: smtp.url, MAIL_LEASE_MS: '2000', MAIL_POLL_INTERVAL_MS: '100' };
    first = await startTestApp(env);
    second = await startTestApp(env);
    await resetTables();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await smtp.stop();
  });

  it('sends each of 40 staff e-mails exactly once', async () => {
    for (let i = 0; i < 40; i += 1) {
      await (i % 2 === 0 ? first : second).http
        .post('/api/quotes')
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
