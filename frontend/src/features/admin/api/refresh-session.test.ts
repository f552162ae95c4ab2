// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { adminJson } from './admin-request';
import { refreshSession } from './refresh-session';
import { endSession, getSessionSnapshot, startSession } from './session-store';

/**
 * Silent renewal, through the admin's own port to the network (fetch): a request that needs a fresh token, or
 * answered 401, renews it once from the refresh cookie (one refresh per tab at a time) and is sent again once.
 */
const USER = {
  id: 'u1',
  email: 'ana@example.com',
  name: 'Ana',
  role: 'owner',
  language: 'en',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
  secondFactorEnabled: false,
};

interface Call {
  path: string;
  authorization?: string;
}

/** A fake API: the refresh route answers `refresh` (a new token each time), the others `answer` for the token sent. */
function fakeApi(options: { refresh?: number; answer?: (token: string | undefined) => number }) {
  const calls: Call[] = [];
  let issued = 0;
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ path, authorization: headers.Authorization });
    await Promise.resolve();
    if (path === '/api/auth/refresh') {
      const status = options.refresh ?? 200;
      if (status !== 200) return new Response('{"code":"AUTH.SESSION_ENDED"}', { status });
      issued += 1;
      return new Response(JSON.stringify({ accessToken: `renewed-${issued}`, expiresIn: 900, user: USER }), { status: 200 });
    }
    const status = (options.answer ?? (() => 200))(headers.Authorization?.replace('Bearer ', ''));
    return new Response(status === 200 ? '{"ok":true}' : '{}', { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, refreshes: () => calls.filter((call) => call.path === '/api/auth/refresh').length };
}

const onlyRenewed = (token: string | undefined) => (token?.startsWith('renewed-') ? 200 : 401);

beforeEach(() => {
  window.sessionStorage.clear();
  startSession({ token: 'old', email: 'ana@example.com', expiresAt: Date.now() + 30 * 60_000 });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('silent renewal of the admin session', () => {
  it('renews once on a 401 and sends the request again with the new token', async () => {
    const api = fakeApi({ answer: onlyRenewed });
    await expect(adminJson('GET', '/api/admin/leads')).resolves.toEqual({ ok: true });
    expect(api.calls).toEqual([
      { path: '/api/admin/leads', authorization: 'Bearer old' },
      { path: '/api/auth/refresh', authorization: undefined },
      { path: '/api/admin/leads', authorization: 'Bearer renewed-1' },
    ]);
    const snapshot = getSessionSnapshot();
    expect(snapshot.status === 'active' && snapshot.session.token).toBe('renewed-1');
  });

  it('renews before sending when the token is within a minute of its end, without a 401 first', async () => {
    startSession({ token: 'old', email: 'ana@example.com', expiresAt: Date.now() + 30_000 });
    const api = fakeApi({ answer: onlyRenewed });
    await adminJson('GET', '/api/admin/leads');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/refresh', '/api/admin/leads']);
  });

  it('shares one refresh between the requests that need it at the same time', async () => {
    const api = fakeApi({ answer: onlyRenewed });
    await Promise.all([adminJson('GET', '/a'), adminJson('GET', '/b'), adminJson('GET', '/c')]);
    expect(api.refreshes()).toBe(1);
    expect(api.calls.filter((call) => call.authorization === 'Bearer renewed-1')).toHaveLength(3);
  });

  it('retries only once: a second 401 ends the session as expired', async () => {
    const api = fakeApi({ answer: () => 401 });
    await expect(adminJson('GET', '/api/admin/leads')).rejects.toMatchObject({ status: 401 });
    expect(api.calls.map((call) => call.path)).toEqual(['/api/admin/leads', '/api/auth/refresh', '/api/admin/leads']);
    expect(getSessionSnapshot()).toEqual({ status: 'ended', reason: 'expired' });
  });

  it('ends the session as expired when the refresh answers 401, without sending the request again', async () => {
    const api = fakeApi({ refresh: 401, answer: onlyRenewed });
    await expect(adminJson('GET', '/api/admin/leads')).rejects.toBeInstanceOf(ApiError);
    expect(api.calls.map((call) => call.path)).toEqual(['/api/admin/leads', '/api/auth/refresh']);
    expect(getSessionSnapshot()).toEqual({ status: 'ended', reason: 'expired' });
  });

  it('keeps the session when the refresh fails otherwise (the server is down): the request fails, nothing ends', async () => {
    fakeApi({ refresh: 503, answer: onlyRenewed });
    await expect(adminJson('GET', '/api/admin/leads')).rejects.toMatchObject({ status: 503 });
    expect(getSessionSnapshot().status).toBe('active');
  });

  it('does not bring back a session signed out while its refresh was on the way', async () => {
    fakeApi({ answer: onlyRenewed });
    const refreshing = refreshSession();
    endSession('signed-out');
    await expect(refreshing).resolves.toBe('ended');
    expect(getSessionSnapshot()).toEqual({ status: 'ended', reason: 'signed-out' });
  });

  it('takes turns with the other tabs through a Web Lock, where the browser has them', async () => {
    const held: string[] = [];
    vi.stubGlobal('navigator', {
      locks: {
        request: async (name: string, task: () => Promise<unknown>) => {
          held.push(name);
          return task();
        },
      },
    });
    fakeApi({ answer: onlyRenewed });
    await adminJson('GET', '/api/admin/leads');
    expect(held).toEqual(['costa-sol-refresh']);
  });
});
