import jwt from 'jsonwebtoken';
import { query, resetTables } from '../support/test-database';
import { ADMIN, adminAuthorization, requestWith, startTestApp, type TestApp, TEST_JWT_SECRET } from '../support/test-app';

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

const FAKE_ID = '00000000-0000-4000-8000-000000000000';

/** Every operation under /api/admin in the OpenAPI document, so a new admin route is covered without editing this test. */
function adminRoutes(doc: OpenApiDocument): [string, string][] {
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method): [string, string] => [method, path.replace(/\{[^}]+\}/g, FAKE_ID)]),
    );
}

describe('admin sign-in and the guard on every /api/admin route', () => {
  let t: TestApp;
  let routes: [string, string][];
  let valid: string;
  let ownerId: string;
  /** The test admin's session version now (another suite may have moved it on, e.g. with sign-out-everywhere). */
  let version: number;
  let sessionId: string;
  let endedSessionId: string;

  beforeAll(async () => {
    t = await startTestApp();
    valid = await adminAuthorization(t);
    ({ sid: sessionId } = jwt.decode(valid.replace('Bearer ', '')) as { sid: string });
    // A second sign-in, signed out: its session id names a session that has ended.
    const other = await t.http.post('/api/auth/login').send(ADMIN).expect(200);
    ({ sid: endedSessionId } = jwt.decode(other.body.accessToken) as { sid: string });
    const cookie = ([] as string[]).concat(other.headers['set-cookie'] ?? [])[0]?.split(';')[0] ?? '';
    await t.http.post('/api/auth/logout').set('cookie', cookie).expect(204);
    ownerId = (await t.http.get('/api/auth/me').set('authorization', valid).expect(200)).body.id;
    [{ session_version: version }] = await query<{ session_version: number }>('select session_version from staff_users where id = $1', [
      ownerId,
    ]);
    // The whole document: the public one at /api/docs-json leaves the admin routes out.
    routes = adminRoutes((await t.http.get('/api/admin/docs-json').set('authorization', valid).expect(200)).body as OpenApiDocument);
  });
  afterAll(() => t.close());

  it('finds the admin routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
    expect(routes).toEqual(
      expect.arrayContaining([
        ['get', '/api/admin/leads'],
        ['post', '/api/admin/qa/categories'],
      ]),
    );
  });

  const send = (method: string, path: string, authorization?: string) => {
    const request = requestWith(t.http, method, path);
    return authorization ? request.set('authorization', authorization) : request;
  };

  /** A token for the test admin's account, with `claims` over the valid ones (`sub`, `ver`, audience, expiry). */
  const token = (claims: Record<string, unknown>, secret = TEST_JWT_SECRET, options: jwt.SignOptions = {}) => {
    const payload = {
      sub: ownerId,
      ver: version,
      sid: sessionId,
      aud: 'costa-sol-admin',
      exp: Math.floor(Date.now() / 1000) + 600,
      ...claims,
    };
    const defined = Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
    return `Bearer ${jwt.sign(defined, secret, options)}`;
  };

  const badTokens: [string, () => string | undefined][] = [
    ['no token', () => undefined],
    ['a tampered token', () => `${valid.slice(0, -3)}${valid.endsWith('a') ? 'bcd' : 'abc'}`],
    ['an expired token', () => token({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['a token signed with another secret', () => token({}, 'another-secret-another-secret-another')],
    ['a token for another audience', () => token({ aud: 'someone-else' })],
    ['a token without an expiry', () => token({ exp: undefined })],
    ['a token without a session version', () => token({ ver: undefined })],
    ['a token of an earlier session version', () => token({ ver: version - 1 })],
    ['a token without a session id', () => token({ sid: undefined })],
    ['a token of a session that has ended', () => token({ sid: endedSessionId })],
    ['a token of an unknown session', () => token({ sid: '00000000-0000-4000-8000-00000000cafe' })],
    ['a token for an unknown subject', () => token({ sub: '00000000-0000-4000-8000-00000000beef' })],
    ['a token naming the admin by e-mail (the former kind)', () => token({ sub: ADMIN.email, role: 'admin' })],
    ['a token with alg none', () => token({}, '', { algorithm: 'none' })],
  ];

  it.each(badTokens)('answers 401 to %s on every admin route', async (_label, token) => {
    for (const [method, path] of routes) {
      const response = await send(method, path, token());
      expect({ route: `${method} ${path}`, status: response.status }).toEqual({ route: `${method} ${path}`, status: 401 });
      expect(response.body.message).toMatch(/sign in/i);
    }
  });

  it('accepts the token each bad one differs from in one claim only', async () => {
    await t.http.get('/api/admin/leads').set('authorization', token({})).expect(200);
  });

  it('says the session expired when it did', async () => {
    const expired = token({ exp: Math.floor(Date.now() / 1000) - 5 });
    const response = await t.http.get('/api/admin/leads').set('authorization', expired).expect(401);
    expect(response.body.message).toBe('Your session has expired. Please sign in again.');
  });

  it('lets a valid token through on every admin route', async () => {
    for (const [method, path] of routes) {
      const response = await send(method, path, valid).send({});
      expect({ route: `${method} ${path}`, status: response.status }).not.toEqual({ route: `${method} ${path}`, status: 401 });
      expect(response.status).toBeLessThan(500);
    }
  });

  it('marks sign-in and admin answers as never to be stored by a browser or proxy', async () => {
    const login = await t.http.post('/api/auth/login').send(ADMIN).expect(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const me = await t.http.get('/api/auth/me').set('authorization', valid).expect(200);
    expect(me.headers['cache-control']).toBe('no-store');
    for (const [method, path] of routes.filter(([m]) => m === 'get')) {
      const response = await send(method, path, valid);
      expect({ route: path, cacheControl: response.headers['cache-control'] }).toEqual({ route: path, cacheControl: 'no-store' });
    }
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const wrong = await t.http.post('/api/auth/login').send({ email: ADMIN.email, password: 'not-the-password' }).expect(401);
    const unknown = await t.http.post('/api/auth/login').send({ email: 'nobody@costasol.test', password: ADMIN.password }).expect(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('issues a short-lived token that /api/auth/me accepts', async () => {
    const login = await t.http.post('/api/auth/login').send({ email: ADMIN.email.toUpperCase(), password: ADMIN.password }).expect(200);
    expect(login.body.expiresIn).toBeLessThanOrEqual(3600);
    const decoded = jwt.decode(login.body.accessToken) as { exp: number; iat: number };
    expect(decoded.exp - decoded.iat).toBe(login.body.expiresIn);
    const decodedClaims = jwt.decode(login.body.accessToken) as { sub: string; ver: number };
    expect(decodedClaims).toMatchObject({ sub: ownerId, ver: version });
    const me = await t.http.get('/api/auth/me').set('authorization', `Bearer ${login.body.accessToken}`).expect(200);
    expect(me.body).toEqual({
      id: ownerId,
      email: ADMIN.email,
      name: 'Owner',
      role: 'owner',
      language: 'en',
      status: 'active',
      createdAt: expect.any(String),
      lastSignInAt: expect.any(String),
      secondFactorEnabled: false,
      secondFactorSetupRequired: false,
    });
    const { secondFactorSetupRequired: _onlyForMe, ...user } = me.body;
    expect(login.body.user).toEqual(user);
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    await resetTables();
  });
  afterAll(async () => {
    await t.close();
    // The block lives in PostgreSQL for a minute: the suites after this one sign in from the same address.
    await resetTables();
  });

  it('answers 429 with the standard Retry-After after LOGIN_RATE_LIMIT_PER_MINUTE attempts', async () => {
    for (let i = 0; i < 3; i++) await t.http.post('/api/auth/login').send({ email: ADMIN.email, password: 'guess' }).expect(401);
    const refused = await t.http.post('/api/auth/login').send(ADMIN).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});
