import { describe, expect, it } from 'vitest';
import { needsRenewal, parseSession, RENEW_MARGIN_MS, safeNext, sessionFromLogin, sessionSnapshot } from './session-state';

const NOW = 1_800_000_000_000;
const session = sessionFromLogin({ accessToken: 'jwt', expiresIn: 1800 }, 'admin@example.com', NOW);

describe('admin session state', () => {
  it('keeps the token with its expiry time', () => {
    expect(session).toEqual({ token: 'jwt', email: 'admin@example.com', expiresAt: NOW + 1_800_000 });
    expect(parseSession(JSON.stringify(session))).toEqual(session);
  });

  it('stays active when its token runs out (the next request renews it), and asks for renewal a minute before', () => {
    expect(sessionSnapshot(JSON.stringify(session), null)).toEqual({ status: 'active', session });
    expect(needsRenewal(session, NOW)).toBe(false);
    expect(needsRenewal(session, session.expiresAt - RENEW_MARGIN_MS - 1)).toBe(false);
    expect(needsRenewal(session, session.expiresAt - RENEW_MARGIN_MS)).toBe(true);
    expect(needsRenewal(session, session.expiresAt + 1)).toBe(true);
  });

  it('says why there is no session', () => {
    expect(sessionSnapshot(null, null)).toEqual({ status: 'ended', reason: 'none' });
    expect(sessionSnapshot(null, 'expired')).toEqual({ status: 'ended', reason: 'expired' });
    expect(sessionSnapshot(null, 'signed-out')).toEqual({ status: 'ended', reason: 'signed-out' });
    expect(sessionSnapshot(null, 'whatever')).toEqual({ status: 'ended', reason: 'none' });
  });

  it('keeps the signed-in user of a staff login answer, and its e-mail', () => {
    const user = { id: 'u1', email: 'ana@example.com', name: 'Ana', role: 'technician', language: 'es', status: 'active' } as const;
    const withUser = sessionFromLogin({ accessToken: 'jwt', expiresIn: 60, user }, 'typed@example.com', NOW);
    expect(withUser).toEqual({
      token: 'jwt',
      email: 'ana@example.com',
      expiresAt: NOW + 60_000,
      user: { id: 'u1', name: 'Ana', role: 'technician', language: 'es' },
    });
    expect(parseSession(JSON.stringify(withUser))).toEqual(withUser);
    // A stored user that is not one (an unknown role) is dropped; the session itself stays.
    const odd = JSON.stringify({ ...withUser, user: { ...withUser.user, role: 'admin' } });
    expect(parseSession(odd)).toEqual({ token: 'jwt', email: 'ana@example.com', expiresAt: NOW + 60_000 });
  });

  it('ignores stored text that is not a session', () => {
    for (const raw of [
      '',
      'not json',
      'null',
      '[]',
      '{"token":"","email":"a","expiresAt":1}',
      '{"token":"t","email":"a","expiresAt":"soon"}',
    ]) {
      expect(parseSession(raw)).toBeNull();
    }
  });
});

describe('safeNext', () => {
  it('returns to the admin page asked for', () => {
    expect(safeNext('/admin/pages?status=draft')).toBe('/admin/pages?status=draft');
    expect(safeNext('/admin')).toBe('/admin');
  });

  it('never leaves the admin, nor loops back to the login page', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example',
      '/administrator',
      '/',
      '/admin/login',
      '/admin/login?next=/admin',
    ]) {
      expect(safeNext(next)).toBe('/admin');
    }
  });
});
