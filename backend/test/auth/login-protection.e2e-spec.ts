import jwt from 'jsonwebtoken';
import { query, resetTables } from '../support/test-database';
import { ADMIN, adminAuthorization, startTestApp, type TestApp, TEST_JWT_SECRET } from '../support/test-app';

/** Each request as if from its own client: the test's loopback connection is the trusted proxy (TRUST_PROXY=1). */
const fromClient = (address: string) => ({ 'x-forwarded-for': address });

describe('sign-in protection per account, whatever the client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-address budget is the production default; the per-account lock must not need it.
    t = await startTestApp({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT_PER_MINUTE: '5' });
    await resetTables();
  });
  // Locks and blocks live in PostgreSQL; the suites after this one sign in as the same admin.
  afterAll(async () => {
    await t.close();
    await resetTables();
  });

  it('locks an account after 5 wrong passwords from 12 different addresses: 429 with Retry-After, even for the right one', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const response = await t.http
        .post('/api/auth/login')
        .set(fromClient(`203.0.113.${i}`))
        .send({ email: ADMIN.email, password: `guess-${i}` });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, ...Array<number>(7).fill(429)]);

    const right = await t.http.post('/api/auth/login').set(fromClient('203.0.113.50')).send(ADMIN).expect(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(right.body).toMatchObject({
      statusCode: 429,
      code: 'AUTH.ACCOUNT_LOCKED',
      message: expect.stringMatching(/reset your password/),
    });
  });

  it('locks an unknown address the same way, so a lock tells nothing about which accounts exist', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const response = await t.http
        .post('/api/auth/login')
        .set(fromClient(`198.51.100.${i}`))
        .send({ email: 'nobody@costasol.test', password: 'x' });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await query(`select 1 from mail_outbox where to_address = 'nobody@costasol.test'`)).toEqual([]);
  });

  it('forgets the failures of an account after a successful sign-in', async () => {
    await resetTables();
    for (let i = 1; i <= 4; i++) {
      await t.http
        .post('/api/auth/login')
        .set(fromClient(`192.0.2.${i}`))
        .send({ email: ADMIN.email, password: 'guess' })
        .expect(401);
    }
    await t.http.post('/api/auth/login').set(fromClient('192.0.2.10')).send(ADMIN).expect(200);
    for (let i = 11; i <= 14; i++) {
      await t.http
        .post('/api/auth/login')
        .set(fromClient(`192.0.2.${i}`))
        .send({ email: ADMIN.email, password: 'guess' })
        .expect(401);
    }
  });
});

describe('requests with invalid tokens, per client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1', INVALID_TOKEN_LIMIT_PER_MINUTE: '30' });
    await resetTables();
  });
  afterAll(async () => {
    await t.close();
    await resetTables();
  });

  it('answers 429 with Retry-After to a client that sends 300 forged tokens, and still serves another client', async () => {
    const forged = `Bearer ${jwt.sign({ sub: ADMIN.email, role: 'admin', aud: 'costa-sol-admin' }, 'not-the-secret-not-the-secret-not-the-secret', { expiresIn: 600 })}`;
    const statuses: number[] = [];
    let retryAfter = '';
    for (let i = 0; i < 300; i++) {
      const response = await t.http.get('/api/admin/leads').set(fromClient('203.0.113.66')).set('authorization', forged);
      statuses.push(response.status);
      if (response.status === 429) retryAfter = String(response.headers['retry-after']);
    }
    expect(statuses.slice(0, 30)).toEqual(Array<number>(30).fill(401));
    expect(statuses.slice(30)).toEqual(Array<number>(270).fill(429));
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);

    // Another client, and a valid token, are not held back by that client's forgeries.
    await t.http.get('/api/admin/leads').set(fromClient('203.0.113.67')).set('authorization', forged).expect(401);
    const valid = await adminAuthorization(t);
    await t.http.get('/api/admin/leads').set(fromClient('203.0.113.66')).set('authorization', valid).expect(200);
  });

  it('does not count requests without a token: after 40 of them, the first invalid token of that client is still a 401', async () => {
    for (let i = 0; i < 40; i++) await t.http.get('/api/admin/leads').set(fromClient('203.0.113.80')).expect(401);
    const expired = `Bearer ${jwt.sign({ sub: ADMIN.email, role: 'admin', aud: 'costa-sol-admin', exp: Math.floor(Date.now() / 1000) - 60 }, TEST_JWT_SECRET)}`;
    await t.http.get('/api/admin/leads').set(fromClient('203.0.113.80')).set('authorization', expired).expect(401);
  });
});
