import { STAFF_SESSION_CODES, STAFF_SESSION_LIMITS } from '@costa-sol/common';
import jwt from 'jsonwebtoken';
import type { Response } from 'supertest';
import { codeForStep, timeStep } from '../../src/modules/auth/application/second-factor/totp';
import { createStaffUser, type TestStaffUser } from '../support/staff-users';
import { query } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface SignedIn {
  authorization: string;
  cookie: string;
  sessionId: string;
}

/** The `name=value` of the refresh cookie an answer sets, and its attributes. */
function refreshCookieOf(response: Response): { pair: string; attributes: string } {
  const header = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('costa_sol_refresh='));
  if (!header) throw new Error(`No refresh cookie in the answer (${response.status})`);
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  return { pair, attributes: attributes.join('; ') };
}

function signedInFrom(response: Response): SignedIn {
  const accessToken = response.body.accessToken as string;
  const { sid } = jwt.decode(accessToken) as { sid: string };
  return { authorization: `Bearer ${accessToken}`, cookie: refreshCookieOf(response).pair, sessionId: sid };
}

describe('staff sessions: refresh cookie rotation, replay, limits, session list, two-step sign-in', () => {
  let t: TestApp;
  let user: TestStaffUser;

  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    user = await createStaffUser('office');
  });
  afterAll(async () => {
    await query('delete from staff_security_settings');
    await t.close();
  });

  const logIn = async (who: { email: string; password: string }, userAgent = CHROME_ON_WINDOWS, code?: string) =>
    signedInFrom(
      await t.http
        .post('/api/auth/login')
        .set('user-agent', userAgent)
        .send(code === undefined ? { email: who.email, password: who.password } : { email: who.email, password: who.password, code })
        .expect(200),
    );
  const refresh = (cookie: string) => t.http.post('/api/auth/refresh').set('cookie', cookie);

  it('sets the refresh token as an HttpOnly, Secure, SameSite=Strict cookie for /api/auth only', async () => {
    const response = await t.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    const { pair, attributes } = refreshCookieOf(response);
    expect(pair).toMatch(/^costa_sol_refresh=[A-Za-z0-9_-]{43}$/);
    expect(attributes.split('; ').sort()).toEqual(
      ['HttpOnly', `Max-Age=${STAFF_SESSION_LIMITS.absoluteHours.max * 3600}`, 'Path=/api/auth', 'SameSite=Strict', 'Secure'].sort(),
    );
    expect(response.body.expiresIn).toBe(STAFF_SESSION_LIMITS.accessTokenMinutes * 60);
    const [row] = await query<{ token_hash: string }>(`select token_hash from staff_refresh_tokens where session_id = $1`, [
      signedInFrom(response).sessionId,
    ]);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(pair.split('=')[1]);
  });

  it('rotates the refresh token on every use: each new one works once, with a new access token for the same session', async () => {
    const first = await logIn(user);
    const second = await refresh(first.cookie).expect(200);
    const next = signedInFrom(second);
    expect(next.cookie).not.toBe(first.cookie);
    expect(next.sessionId).toBe(first.sessionId);
    expect(second.body.user).toMatchObject({ id: user.id, email: user.email });
    await t.http.get('/api/auth/me').set('authorization', next.authorization).expect(200);
    const third = signedInFrom(await refresh(next.cookie).expect(200));
    expect(third.cookie).not.toBe(next.cookie);
  });

  it('refuses a refresh or sign-out sent from a page of another site, and leaves the session as it was', async () => {
    const signedIn = await logIn(user);
    for (const path of ['/api/auth/refresh', '/api/auth/logout']) {
      const fromElsewhere = await t.http.post(path).set('cookie', signedIn.cookie).set('origin', 'https://evil.example').expect(403);
      expect(fromElsewhere.body).toMatchObject({ message: 'Requests that use the session cookie are sent from this site.' });
      expect(fromElsewhere.headers['set-cookie']).toBeUndefined();
      await t.http.post(path).set('cookie', signedIn.cookie).set('referer', 'https://evil.example/page').expect(403);
      await t.http.post(path).set('cookie', signedIn.cookie).set('sec-fetch-site', 'cross-site').expect(403);
    }
    // The same cookie from the site's own origin still works: nothing was used up by the refused requests.
    await refresh(signedIn.cookie).set('origin', 'http://localhost:3000').set('sec-fetch-site', 'same-origin').expect(200);
  });

  it('ends the whole session family when a replaced refresh token is replayed', async () => {
    const stolen = await logIn(user);
    const rotated = signedInFrom(await refresh(stolen.cookie).expect(200));
    const replay = await refresh(stolen.cookie).expect(401);
    expect(replay.body).toMatchObject({ code: STAFF_SESSION_CODES.sessionEnded, message: 'Your session has ended. Please sign in again.' });
    expect(refreshCookieOf(replay).attributes).toContain('Max-Age=0');
    // Neither the person's newer token nor their access token goes on: the thief may hold either.
    await refresh(rotated.cookie).expect(401);
    await t.http.get('/api/auth/me').set('authorization', rotated.authorization).expect(401);
    const [ended] = await query<{ end_reason: string }>(`select end_reason from staff_sessions where id = $1`, [stolen.sessionId]);
    expect(ended.end_reason).toBe('replayed');
  });

  it('lets one of two requests racing with the same refresh token win, and ends the session for the other', async () => {
    const session = await logIn(user);
    const statuses = (await Promise.all([refresh(session.cookie), refresh(session.cookie)])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 401]);
  });

  it('ends a session after the idle limit and after the absolute limit', async () => {
    const idle = await logIn(user);
    await query(
      `update staff_sessions set last_used_at = now() - interval '${STAFF_SESSION_LIMITS.idleMinutes.default + 1} minutes' where id = $1`,
      [idle.sessionId],
    );
    await refresh(idle.cookie).expect(401);

    const old = await logIn(user);
    await query(
      `update staff_sessions set created_at = now() - interval '${STAFF_SESSION_LIMITS.absoluteHours.default + 1} hours' where id = $1`,
      [old.sessionId],
    );
    await refresh(old.cookie).expect(401);

    const fresh = await logIn(user);
    await query(
      `update staff_sessions set last_used_at = now() - interval '${STAFF_SESSION_LIMITS.idleMinutes.default - 5} minutes' where id = $1`,
      [fresh.sessionId],
    );
    await refresh(fresh.cookie).expect(200);
  });

  it('signs out on this device only, without a token', async () => {
    const laptop = await logIn(user);
    const phone = await logIn(user, SAFARI_ON_IOS);
    const logout = await t.http.post('/api/auth/logout').set('cookie', laptop.cookie).expect(204);
    expect(refreshCookieOf(logout).attributes).toContain('Max-Age=0');
    await refresh(laptop.cookie).expect(401);
    await t.http.get('/api/auth/me').set('authorization', laptop.authorization).expect(401);
    await refresh(phone.cookie).expect(200);
    await t.http.post('/api/auth/logout').expect(204);
  });

  it("lists the user's active sessions, marks the current one, and ends another at once", async () => {
    const laptop = await logIn(user);
    const phone = await logIn(user, SAFARI_ON_IOS);
    const other = await createStaffUser('office');
    const stranger = await logIn(other);
    const listed = await t.http.get('/api/auth/sessions').set('authorization', laptop.authorization).expect(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: phone.sessionId, device: 'Safari · iOS', current: false }),
      expect.objectContaining({ id: laptop.sessionId, device: 'Chrome · Windows', current: true }),
    ]);
    expect(new Date(listed.body[0].expiresAt).getTime()).toBeGreaterThan(Date.now());

    await t.http.delete(`/api/auth/sessions/${stranger.sessionId}`).set('authorization', laptop.authorization).expect(404);
    await t.http.get('/api/auth/me').set('authorization', stranger.authorization).expect(200);
    await t.http.delete(`/api/auth/sessions/${phone.sessionId}`).set('authorization', laptop.authorization).expect(204);
    await t.http.get('/api/auth/me').set('authorization', phone.authorization).expect(401);
    await refresh(phone.cookie).expect(401);
    const after = await t.http.get('/api/auth/sessions').set('authorization', laptop.authorization).expect(200);
    expect(after.body.map((session: { id: string }) => session.id)).toEqual([laptop.sessionId]);
  });

  it('ends every session, refresh tokens included, on sign out everywhere', async () => {
    const laptop = await logIn(user);
    const phone = await logIn(user, SAFARI_ON_IOS);
    await t.http.post('/api/auth/sign-out-everywhere').set('authorization', phone.authorization).expect(204);
    await refresh(laptop.cookie).expect(401);
    await refresh(phone.cookie).expect(401);
  });

  describe('two-step sign-in', () => {
    const codeNow = (secret: string, offset = 0) => codeForStep(secret, timeStep(new Date()) + offset);

    async function turnOn(who: TestStaffUser): Promise<{ secret: string; signedIn: SignedIn; backupCodes: string[] }> {
      const signedIn = await logIn(who);
      const setup = await t.http.post('/api/auth/second-factor/setup').set('authorization', signedIn.authorization).expect(200);
      expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
      expect(Buffer.from(setup.body.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');
      const wrong = await t.http
        .post('/api/auth/second-factor/enable')
        .set('authorization', signedIn.authorization)
        .send({ code: codeNow(setup.body.secret, 5) })
        .expect(400);
      expect(wrong.body.fieldErrors.code.code).toBe('secondFactorCodeWrong');
      const enabled = await t.http
        .post('/api/auth/second-factor/enable')
        .set('authorization', signedIn.authorization)
        .send({ code: codeNow(setup.body.secret, -1) })
        .expect(200);
      return { secret: setup.body.secret as string, signedIn, backupCodes: enabled.body.backupCodes as string[] };
    }

    it('gives ten backup codes once, stored hashed; each signs in once in place of the code; new ones end the old', async () => {
      const who = await createStaffUser('office');
      const { signedIn, backupCodes } = await turnOn(who);
      expect(backupCodes).toHaveLength(10);
      expect(new Set(backupCodes).size).toBe(10);
      for (const code of backupCodes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      const stored = await query<{ salt: string; code_hash: string }>('select salt, code_hash from staff_backup_codes where user_id = $1', [
        who.id,
      ]);
      expect(stored).toHaveLength(10);
      for (const row of stored) for (const code of backupCodes) expect(JSON.stringify(row)).not.toContain(code.replace(/-/g, ''));
      const left = () => t.http.get('/api/auth/second-factor/backup-codes').set('authorization', signedIn.authorization).expect(200);
      expect((await left()).body).toEqual({ remaining: 10 });

      const credentials = { email: who.email, password: who.password };
      // Typed as a person would: lower case, spaces for the dashes.
      const typed = backupCodes[0].toLowerCase().replace(/-/g, ' ');
      await t.http
        .post('/api/auth/login')
        .send({ ...credentials, backupCode: typed })
        .expect(200);
      const again = await t.http
        .post('/api/auth/login')
        .send({ ...credentials, backupCode: backupCodes[0] })
        .expect(401);
      expect(again.body.code).toBe(STAFF_SESSION_CODES.secondFactorWrong);
      const madeUp = await t.http
        .post('/api/auth/login')
        .send({ ...credentials, backupCode: 'AAAA-BBBB-CCCC-DDDD' })
        .expect(401);
      expect(madeUp.body.code).toBe(STAFF_SESSION_CODES.secondFactorWrong);
      expect((await left()).body).toEqual({ remaining: 9 });

      await t.http
        .post('/api/auth/second-factor/backup-codes')
        .set('authorization', signedIn.authorization)
        .send({ password: 'not-the-password' })
        .expect(400);
      const renewed = await t.http
        .post('/api/auth/second-factor/backup-codes')
        .set('authorization', signedIn.authorization)
        .send({ password: who.password })
        .expect(200);
      expect(renewed.body.remaining).toBe(10);
      expect(renewed.body.backupCodes).toHaveLength(10);
      await t.http
        .post('/api/auth/login')
        .send({ ...credentials, backupCode: backupCodes[1] })
        .expect(401);
      await t.http
        .post('/api/auth/login')
        .send({ ...credentials, backupCode: renewed.body.backupCodes[1] })
        .expect(200);
      expect((await left()).body).toEqual({ remaining: 9 });

      await t.http
        .post('/api/auth/second-factor/disable')
        .set('authorization', signedIn.authorization)
        .send({ password: who.password })
        .expect(204);
      expect(await query('select 1 from staff_backup_codes where user_id = $1', [who.id])).toEqual([]);
      expect((await left()).body).toEqual({ remaining: 0 });
    });

    it('asks for the code after the right password, refuses a wrong or replayed one, accepts the right one once', async () => {
      const { secret } = await turnOn(user);
      const credentials = { email: user.email, password: user.password };
      const asked = await t.http.post('/api/auth/login').send(credentials).expect(401);
      expect(asked.body.code).toBe(STAFF_SESSION_CODES.secondFactorRequired);
      const wrongPassword = await t.http
        .post('/api/auth/login')
        .send({ ...credentials, password: 'not-it-at-all', code: codeNow(secret) })
        .expect(401);
      expect(wrongPassword.body.code).toBe('AUTH.INVALID_CREDENTIALS');
      const wrong = await t.http
        .post('/api/auth/login')
        .send({ ...credentials, code: codeNow(secret, 3) })
        .expect(401);
      expect(wrong.body.code).toBe(STAFF_SESSION_CODES.secondFactorWrong);
      const code = codeNow(secret, 1);
      await t.http
        .post('/api/auth/login')
        .send({ ...credentials, code })
        .expect(200);
      const replayed = await t.http
        .post('/api/auth/login')
        .send({ ...credentials, code })
        .expect(401);
      expect(replayed.body.code).toBe(STAFF_SESSION_CODES.secondFactorWrong);
    });

    it('is turned off with the password, or by the owner for a lost phone', async () => {
      const { signedIn } = await turnOn(user);
      const wrong = await t.http
        .post('/api/auth/second-factor/disable')
        .set('authorization', signedIn.authorization)
        .send({ password: 'wrong-password' })
        .expect(400);
      expect(Object.keys(wrong.body.fieldErrors)).toEqual(['password']);
      await t.http
        .post('/api/auth/second-factor/disable')
        .set('authorization', signedIn.authorization)
        .send({ password: user.password })
        .expect(204);
      await logIn(user);

      const other = await createStaffUser('technician');
      await turnOn(other);
      const owner = await createStaffUser('owner');
      const ownerSession = await logIn(owner);
      const listed = await t.http.get('/api/admin/users').set('authorization', ownerSession.authorization).expect(200);
      expect(listed.body.find((row: { id: string }) => row.id === other.id).secondFactorEnabled).toBe(true);
      await t.http.post(`/api/admin/users/${other.id}/second-factor/reset`).set('authorization', ownerSession.authorization).expect(204);
      await logIn(other);
    });

    it('is required of owners when the owner says so: until set up, an owner reaches only their account', async () => {
      const ringleader = await createStaffUser('owner');
      const settings = { idleMinutes: 600, absoluteHours: 72, requireSecondFactorForOwners: true };
      const before = await logIn(ringleader);
      const refused = await t.http
        .put('/api/admin/security-settings')
        .set('authorization', before.authorization)
        .send(settings)
        .expect(400);
      expect(refused.body.fieldErrors.requireSecondFactorForOwners.code).toBe('secondFactorOwnFirst');

      const { secret } = await turnOn(ringleader);
      const withFactor = await logIn(ringleader, CHROME_ON_WINDOWS, codeNow(secret, 1));
      await t.http.put('/api/admin/security-settings').set('authorization', withFactor.authorization).send(settings).expect(200, settings);
      await t.http.get('/api/admin/security-settings').set('authorization', withFactor.authorization).expect(200, settings);
      await t.http.get('/api/admin/leads').set('authorization', withFactor.authorization).expect(200);

      const lateOwner = await logIn(await createStaffUser('owner'));
      const blocked = await t.http.get('/api/admin/leads').set('authorization', lateOwner.authorization).expect(403);
      expect(blocked.body.code).toBe(STAFF_SESSION_CODES.secondFactorSetupRequired);
      const me = await t.http.get('/api/auth/me').set('authorization', lateOwner.authorization).expect(200);
      expect(me.body.secondFactorSetupRequired).toBe(true);
      await t.http.post('/api/auth/second-factor/setup').set('authorization', lateOwner.authorization).expect(200);
      // Office staff are not owners: the rule does not touch them.
      await t.http
        .get('/api/admin/leads')
        .set('authorization', (await logIn(user)).authorization)
        .expect(200);

      const kept = await t.http
        .post('/api/auth/second-factor/disable')
        .set('authorization', withFactor.authorization)
        .send({ password: ringleader.password })
        .expect(409);
      expect(kept.body.code).toBe('AUTH.SECOND_FACTOR_KEPT');
      await t.http
        .put('/api/admin/security-settings')
        .set('authorization', withFactor.authorization)
        .send({ ...settings, requireSecondFactorForOwners: false })
        .expect(200);
      await t.http.get('/api/admin/leads').set('authorization', lateOwner.authorization).expect(200);
    });

    it('refuses limits outside the bounds, naming the field', async () => {
      const owner = await logIn(await createStaffUser('owner'));
      const { idleMinutes: idle, absoluteHours: absolute } = STAFF_SESSION_LIMITS;
      const before = (await t.http.get('/api/admin/security-settings').set('authorization', owner.authorization).expect(200)).body;
      const tooSmall = await t.http
        .put('/api/admin/security-settings')
        .set('authorization', owner.authorization)
        .send({ idleMinutes: idle.min - 1, absoluteHours: absolute.max + 1, requireSecondFactorForOwners: false })
        .expect(400);
      expect(tooSmall.body.fieldErrors).toEqual({
        idleMinutes: { code: 'tooSmall', message: 'This number is too small' },
        absoluteHours: { code: 'tooLarge', message: 'This number is too large' },
      });
      await t.http.get('/api/admin/security-settings').set('authorization', owner.authorization).expect(200, before);
    });
  });

  it('counts refused refresh cookies against the invalid-token budget of the client', async () => {
    // The budget is counted per client address in the database: start from none, and leave none for the suites after.
    const forgetBudget = () => query(`delete from rate_limit where throttler = 'invalid-token'`);
    await forgetBudget();
    const limited = await startTestApp({ INVALID_TOKEN_LIMIT_PER_MINUTE: '5' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 7; attempt++) {
        statuses.push((await limited.http.post('/api/auth/refresh').set('cookie', `costa_sol_refresh=forged${attempt}`)).status);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    } finally {
      await limited.close();
      await forgetBudget();
    }
  });
});
