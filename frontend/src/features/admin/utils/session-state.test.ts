import { describe, expect, it } from 'vitest';
import { EXPIRY_MARGIN_MS, msLeft, parseSession, safeNext, sessionFromLogin, sessionSnapshot } from './session-state';

const NOW = 1_800_000_000_000;
const session = sessionFromLogin({ accessToken: 'jwt', expiresIn: 1800 }, 'admin@example.com', NOW);

describe('admin session state', () => {
  it('keeps the token with its expiry time', () => {
    expect(session).toEqual({ token: 'jwt', email: 'admin@example.com', expiresAt: NOW + 1_800_000 });
    expect(parseSession(JSON.stringify(session))).toEqual(session);
  });

  it('is active until shortly before the token expires, then expired', () => {
    const raw = JSON.stringify(session);
    expect(sessionSnapshot(raw, null, NOW)).toEqual({ status: 'active', session });
    expect(msLeft(session, NOW)).toBe(1_800_000 - EXPIRY_MARGIN_MS);
    expect(sessionSnapshot(raw, null, session.expiresAt - EXPIRY_MARGIN_MS - 1).status).toBe('active');
    expect(sessionSnapshot(raw, null, session.expiresAt - EXPIRY_MARGIN_MS)).toEqual({ status: 'ended', reason: 'expired' });
  });

  it('says why there is no session', () => {
    expect(sessionSnapshot(null, null, NOW)).toEqual({ status: 'ended', reason: 'none' });
    expect(sessionSnapshot(null, 'expired', NOW)).toEqual({ status: 'ended', reason: 'expired' });
    expect(sessionSnapshot(null, 'signed-out', NOW)).toEqual({ status: 'ended', reason: 'signed-out' });
    expect(sessionSnapshot(null, 'whatever', NOW)).toEqual({ status: 'ended', reason: 'none' });
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
