import { resetTables, waitUntilOutboxEmpty } from '../support/test-database';
import { STAFF_EMAIL, startTestApp, type TestApp, validQuote } from '../support/test-app';
import { TestSmtpServer } from '../support/test-smtp-server';

/*
 * One message that the SMTP server takes longer than the whole lease to accept: the worker sending it must keep its
 * claim alive, or the other instance claims the row when the lease runs out and sends the same e-mail again
 * (issue 26: one staff e-mail in 885 arrived twice with one Message-ID).
 */
describe('a send that outlasts the mail lease, with two delivery workers', () => {
  const smtp = new TestSmtpServer({ delayMs: 4000 });
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    await resetTables();
    await smtp.start();
    const env = { SMTP_URL: smtp.url, MAIL_LEASE_MS: '1500', MAIL_POLL_INTERVAL_MS: '100' };
    first = await startTestApp(env);
    second = await startTestApp(env);
    await resetTables();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await smtp.stop();
  });

  it('delivers the staff e-mail exactly once', async () => {
    await first.http.post('/api/quotes').send(validQuote()).expect(201);
    // The staff e-mail and the visitor's confirmation.
    await smtp.waitFor(2, 30_000);
    // Long enough for a second send, had another worker claimed the row during the first, to be accepted too.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(smtp.to(STAFF_EMAIL)).toHaveLength(1);
    expect(smtp.to('laura@example.com')).toHaveLength(1);
    await waitUntilOutboxEmpty(5000);
  }, 60_000);
});
