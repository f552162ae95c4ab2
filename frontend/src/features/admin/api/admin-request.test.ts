// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { adminJson, withQuery } from './admin-request';
import { act, renderHook } from '@testing-library/react';
import { useSecondFactorSetupRequired } from './second-factor-gate';
import { getSessionSnapshot, startSession } from './session-store';

beforeEach(() => {
  window.sessionStorage.clear();
  startSession({ token: 'the-token', email: 'admin@example.com', expiresAt: Date.now() + 30 * 60_000 });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin requests', () => {
  it('send the session token as a Bearer header and JSON bodies', async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":"1"}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(adminJson('POST', '/api/admin/qa/categories', { slug: 'x' })).resolves.toEqual({ id: '1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/qa/categories', {
      method: 'POST',
      headers: { Authorization: 'Bearer the-token', 'Content-Type': 'application/json' },
      body: '{"slug":"x"}',
      credentials: 'same-origin',
    });
  });

  it("carry the server's Retry-After (seconds) on a refusal", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Too many requests"}', { status: 429, headers: { 'Retry-After': '90' } })),
    );
    const refused = await adminJson('GET', '/api/admin/leads').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, retryAfterSeconds: 90 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 429, headers: { 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' } })),
    );
    expect(await adminJson('GET', '/api/admin/leads').catch((error: unknown) => error)).toMatchObject({ retryAfterSeconds: undefined });
  });

  it('end the session as expired when the server refuses the token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"message":"Your session has expired. Please sign in again."}', { status: 401, statusText: 'Unauthorized' }),
      ),
    );
    await expect(adminJson('GET', '/api/admin/leads')).rejects.toBeInstanceOf(ApiError);
    expect(getSessionSnapshot()).toEqual({ status: 'ended', reason: 'expired' });
  });

  it('remember that an owner must set up two-step sign-in first (403 AUTH.SECOND_FACTOR_SETUP_REQUIRED)', async () => {
    const { result } = renderHook(() => useSecondFactorSetupRequired());
    expect(result.current).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"code":"AUTH.FORBIDDEN"}', { status: 403 })),
    );
    await act(() => adminJson('GET', '/api/admin/leads').catch(() => undefined));
    expect(result.current).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"code":"AUTH.SECOND_FACTOR_SETUP_REQUIRED"}', { status: 403 })),
    );
    await act(() => adminJson('GET', '/api/admin/leads').catch(() => undefined));
    expect(result.current).toBe(true);
  });

  it('are not sent at all without a session', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    window.sessionStorage.clear();
    await expect(adminJson('GET', '/api/admin/leads')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('build query strings without empty filters', () => {
    expect(withQuery('/api/admin/leads', { kind: 'quote', status: undefined, page: 2, q: '' })).toBe('/api/admin/leads?kind=quote&page=2');
    expect(withQuery('/api/admin/qa/pages', {})).toBe('/api/admin/qa/pages');
  });
});
