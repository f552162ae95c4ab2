import type { Response } from 'supertest';
import { createStaffUser, type TestStaffUser } from '../support/staff-users';
import { query, resetTables } from '../support/test-database';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';

/** Each request as if from its own client: the test's loopback connection is the trusted proxy (TRUST_PROXY=1). */
const fromClient = (address: string) => ({ 'x-forwarded-for': address });

/** The device cookie a sign-in answer set, as the browser would send it back. */
function deviceCookieOf(response: Response): string {
  const setCookie = response.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = (setCookie ?? []).find((header) => header.startsWith('costa_sol_device='));
  if (!cookie) throw new Error('No device cookie in the answer');
  return cookie.split(';')[0];
}

describe("sign-in lockout by device cookies (OWASP): strangers' guesses do not lock out a known browser", () => {
  let t: TestApp;
  let other: TestStaffUser;
  let ownersBrowser: string;
  let othersBrowser: string;

  beforeAll(async () => {
    // The per-address budget is the production default: it stays, and plays no part with one request per address.
    t = await startTestApp({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT_PER_MINUTE: '5' });
    await resetTables();
    other = await createStaffUser('office');
    const owners = await t.http.post('/api/auth/login').set(fromClient('192.0.2.1')).send(ADMIN).expect(200);
    ownersBrowser = deviceCookieOf(owners);
    const setCookie = owners.headers['set-cookie'] as unknown as string[];
    expect(setCookie.find((header) => header.startsWith('costa_sol_device='))).toMatch(
      /; Path=\/api\/auth\/login; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    const others = await t.http
      .post('/api/auth/login')
      .set(fromClient('192.0.2.2'))
      .send({ email: other.email, password: other.password })
      .expect(200);
    othersBrowser = deviceCookieOf(others);
  });
  afterAll(async () => {
    await t.close();
    await resetTables();
  });

  it('20 wrong passwords from 20 addresses lock the untrusted clients; the owner’s known browser still signs in at once', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 20; i++) {
      const response = await t.http
        .post('/api/auth/login')
        .set(fromClient(`203.0.113.${i}`))
        .send({ email: ADMIN.email, password: `guess-${i}` });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)]);
    // The owner hears of the lock, once.
    expect(await query(`select 1 from mail_outbox where to_address = $1 and subject like '%paused%'`, [ADMIN.email])).toHaveLength(1);

    const known = await t.http.post('/api/auth/login').set(fromClient('198.51.100.7')).set('cookie', ownersBrowser).send(ADMIN).expect(200);
    expect(known.body.user.email).toBe(ADMIN.email);
  });

  it('still refuses a guesser without the cookie, even with the right password: 429 with Retry-After', async () => {
    const refused = await t.http.post('/api/auth/login').set(fromClient('203.0.113.77')).send(ADMIN).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'AUTH.ACCOUNT_LOCKED' });
  });

  it("gives no way in with another account's device cookie, nor with a forged one", async () => {
    await t.http.post('/api/auth/login').set(fromClient('203.0.113.78')).set('cookie', othersBrowser).send(ADMIN).expect(429);
    const [name, value] = ownersBrowser.split('=');
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    await t.http.post('/api/auth/login').set(fromClient('203.0.113.79')).set('cookie', forged).send(ADMIN).expect(429);
  });

  it("locks a known browser by its own failures only: five wrong passwords with the owner's cookie lock that cookie", async () => {
    const browser = deviceCookieOf(
      await t.http.post('/api/auth/login').set(fromClient('198.51.100.8')).set('cookie', ownersBrowser).send(ADMIN).expect(200),
    );
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const response = await t.http
        .post('/api/auth/login')
        .set(fromClient(`198.51.100.${20 + i}`))
        .set('cookie', browser)
        .send({ ...ADMIN, password: 'typo' });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    await t.http.post('/api/auth/login').set(fromClient('198.51.100.30')).set('cookie', browser).send(ADMIN).expect(429);
    // Another browser of the owner is not held back by it.
    await t.http.post('/api/auth/login').set(fromClient('198.51.100.31')).set('cookie', ownersBrowser).send(ADMIN).expect(200);
  });
});
