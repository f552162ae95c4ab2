import { resetTables } from '../support/test-database';
import { startTestApp, type TestApp, validContact, validQuote } from '../support/test-app';

describe('rate limit on the form routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    await resetTables();
  });
  // Blocks live in PostgreSQL for a minute; the suites after this one post from the same address.
  afterAll(async () => {
    await t.close();
    await resetTables();
  });

  it('answers 429 with a JSON message past RATE_LIMIT_PER_MINUTE posts from one address', async () => {
    for (let i = 0; i < 3; i++) await t.http.post('/api/quotes').send(validQuote()).expect(201);
    const refused = await t.http.post('/api/quotes').send(validQuote());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 429, message: expect.stringMatching(/too many requests/i) });
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('counts quotes and contact messages in one budget and never limits health checks', async () => {
    await resetTables();
    await t.http.post('/api/quotes').send(validQuote()).expect(201);
    await t.http.post('/api/contact').send(validContact()).expect(201);
    await t.http.post('/api/quotes').send(validQuote()).expect(201);
    const refused = await t.http.post('/api/contact').send(validContact()).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 10; i++) await t.http.get('/api/health').expect(200);
  });
});

describe('client addresses behind a trusted proxy (TRUST_PROXY as a hop count)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' });
    await resetTables();
  });
  // Blocks live in PostgreSQL for a minute; the suites after this one post from the same address.
  afterAll(async () => {
    await t.close();
    await resetTables();
  });

  it('takes the client from the right of X-Forwarded-For, so a forged leftmost entry buys no extra posts', async () => {
    // The proxy (here: the test's own loopback connection) appends the address it saw; the client forges the rest.
    const from = (forged: string, client: string) => ({ 'x-forwarded-for': `${forged}, ${client}` });
    for (let i = 0; i < 3; i++)
      await t.http
        .post('/api/quotes')
        .set(from(`198.51.100.${i}`, '203.0.113.9'))
        .send(validQuote())
        .expect(201);
    await t.http.post('/api/quotes').set(from('198.51.100.77', '203.0.113.9')).send(validQuote()).expect(429);
    // Another real client still has its own budget.
    await t.http.post('/api/quotes').set(from('198.51.100.77', '203.0.113.10')).send(validQuote()).expect(201);
  });
});

describe('security headers and CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  // Blocks live in PostgreSQL for a minute; the suites after this one post from the same address.
  afterAll(async () => {
    await t.close();
    await resetTables();
  });

  it('sends helmet headers with a content security policy', async () => {
    const response = await t.http.get('/api/health').expect(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a sane incoming request id', async () => {
    const response = await t.http.get('/api/health').set('x-request-id', 'abc-123').expect(200);
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('allows the site origin and no other', async () => {
    const allowed = await t.http.options('/api/quotes').set('origin', 'http://localhost:3000').set('access-control-request-method', 'POST');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const other = await t.http.options('/api/quotes').set('origin', 'https://evil.example').set('access-control-request-method', 'POST');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('content security policy and the analytics provider', () => {
  it('admits no third-party script host without a provider, and only the configured one with it', async () => {
    const bare = await startTestApp();
    const withGa4 = await startTestApp({ ANALYTICS_PROVIDER: 'ga4', ANALYTICS_ID: 'G-TEST123' });
    try {
      const plain = (await bare.http.get('/api/health').expect(200)).headers['content-security-policy'] as string;
      expect(plain).toMatch(/script-src 'self';/);
      expect(plain).not.toMatch(/googletagmanager|google-analytics/);
      const ga4 = (await withGa4.http.get('/api/health').expect(200)).headers['content-security-policy'] as string;
      expect(ga4).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/);
      expect(ga4).toContain("connect-src 'self' https://www.google-analytics.com");
    } finally {
      await Promise.all([bare.close(), withGa4.close()]);
    }
  });
});
