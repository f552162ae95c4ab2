import { query, resetTables } from '../support/test-database';
import { STAFF_EMAIL, startTestApp, type TestApp, validQuote } from '../support/test-app';
import { TestSmtpServer } from '../support/test-smtp-server';

describe('an SMTP outage never rejects or loses a lead', () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;

  beforeAll(async () => {
    // Before the app starts: its delivery worker would otherwise send what an earlier suite left queued.
    await resetTables();
    await smtp.start();
    t = await startTestApp({ SMTP_URL: smtp.url });
    await resetTables();
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('answers 201 while the mail server is down, then delivers every e-mail exactly once', async () => {
    await smtp.stop();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await t.http.post('/api/quotes').send(validQuote({ name: `Outage Visitor ${i}` }));
      expect(response.status).toBe(201);
      ids.push(response.body.id);
    }
    // The worker has tried and failed meanwhile.
    await waitUntil(async () => {
      const [row] = await query<{ failed: string }>(
        'select count(*)::text as failed from mail_outbox where last_error is not null and sent_at is null',
      );
      return Number(row.failed) > 0;
    });
    const [stored] = await query<{ count: string }>('select count(*)::text as count from lead');
    expect(Number(stored.count)).toBe(12);

    await smtp.start();
    await smtp.waitFor(12, 20_000, { to: STAFF_EMAIL });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const staffMails = smtp.to(STAFF_EMAIL);
    expect(staffMails).toHaveLength(12);
    expect(new Set(staffMails.map((mail) => mail.parsed.subject)).size).toBe(12);
    // And the visitor's one confirmation (every lead used the same address), also delivered once.
    expect(smtp.to('laura@example.com')).toHaveLength(1);
    const messageIds = smtp.received.map((mail) => mail.parsed.messageId);
    expect(new Set(messageIds).size).toBe(13);
    const [pending] = await query<{ count: string }>('select count(*)::text as count from mail_outbox where sent_at is null');
    expect(pending.count).toBe('0');
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
