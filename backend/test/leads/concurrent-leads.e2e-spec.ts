import { query, resetTables } from '../support/test-database';
import { STAFF_EMAIL, startTestApp, type TestApp, validQuote } from '../support/test-app';
import { TestSmtpServer } from '../support/test-smtp-server';

describe('50 concurrent submissions on two app instances sharing one database', () => {
  const smtp = new TestSmtpServer();
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    // Before the apps start: their delivery workers would otherwise send what an earlier suite left queued.
    await resetTables();
    await smtp.start();
    first = await startTestApp({ SMTP_URL: smtp.url });
    second = await startTestApp({ SMTP_URL: smtp.url });
    await resetTables();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await smtp.stop();
  });

  it('stores 50 rows and sends 50 e-mails, none twice', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 === 0 ? first : second).http.post('/api/quotes').send(validQuote({ name: `Concurrent Visitor ${i}` })),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));

    const [rows] = await query<{ count: string; distinct_names: string }>(
      'select count(*)::text as count, count(distinct name)::text as distinct_names from lead',
    );
    expect(rows).toEqual({ count: '50', distinct_names: '50' });

    await smtp.waitFor(50, 20_000, { to: STAFF_EMAIL });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to(STAFF_EMAIL)).toHaveLength(50);
    // All 50 used one address: it got one confirmation, however the requests interleaved.
    expect(smtp.to('laura@example.com')).toHaveLength(1);
    const names = smtp.to(STAFF_EMAIL).map((mail) => mail.parsed.subject?.replace(/^.* - /, ''));
    expect(new Set(names).size).toBe(50);
  });
});
