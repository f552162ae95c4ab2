import { query, resetTables, testDatabaseUrl } from '../support/test-database';
import { startTestApp, type TestApp, validQuote } from '../support/test-app';
import { TcpProxy } from '../support/tcp-proxy';

describe('the database becomes unreachable, then comes back', () => {
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    const target = new URL(testDatabaseUrl());
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    t = await startTestApp({}, { databaseUrl: proxy.urlFor(testDatabaseUrl()) });
    await resetTables();
  });
  // The app may close holding the lease of an e-mail it could not send; the next suite would wait for that lease.
  afterAll(async () => {
    await t.close().catch(() => undefined);
    await proxy.stop();
    await resetTables();
  });

  it('answers 503 with a clear message, fails readiness, stays alive, and recovers by itself', async () => {
    await t.http
      .post('/api/quotes')
      .send(validQuote({ name: 'Before Outage' }))
      .expect(201);

    await proxy.stop();
    const refused = await t.http.post('/api/quotes').send(validQuote({ name: 'During Outage' }));
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });
    expect(JSON.stringify(refused.body)).not.toMatch(/ECONNREFUSED|at .*\.js/);
    await t.http.get('/api/health/ready').expect(503);
    await t.http.get('/api/health').expect(200);
    const testimonials = await t.http.get('/api/testimonials');
    expect(testimonials.status).toBe(503);

    await proxy.start();
    await waitFor(async () => (await t.http.get('/api/health/ready')).status === 200);
    await t.http
      .post('/api/quotes')
      .send(validQuote({ name: 'After Outage' }))
      .expect(201);
    const names = (await query<{ name: string }>('select name from lead order by received_at')).map((row) => row.name);
    expect(names).toEqual(['Before Outage', 'After Outage']);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('did not recover in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
