import { resetTables } from '../support/test-database';
import { startTestApp, type TestApp, validQuote } from '../support/test-app';

describe('a burst past the rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '20' });
    await resetTables();
  });
  // Blocks live in PostgreSQL for a minute; the suites after this one post from the same address.
  afterAll(async () => {
    await t.close();
    await resetTables();
  });

  it('answers exactly the limit with 201, the rest with 429, and never a 5xx', async () => {
    const responses = await Promise.all(
      Array.from({ length: 120 }, (_, i) => t.http.post('/api/quotes').send(validQuote({ name: `Burst ${i}` }))),
    );
    const counts = responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 201: 20, 429: 100 });
  });
});
