// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentSession, endSession, forgetResumableSession, mayResumeSession, startSession, useSession } from './session-store';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_800_000_000_000 });
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

const session = (msLeft: number) => ({ token: 'jwt', email: 'admin@example.com', expiresAt: Date.now() + msLeft });

describe('session store', () => {
  it('starts, gives its session, and ends on sign-out', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ status: 'ended', reason: 'none' });
    act(() => startSession(session(60_000)));
    expect(result.current.status).toBe('active');
    expect(currentSession()?.token).toBe('jwt');
    act(() => endSession('signed-out'));
    expect(result.current).toEqual({ status: 'ended', reason: 'signed-out' });
    expect(currentSession()).toBeUndefined();
  });

  it('does not end itself when the access token runs out: only the server ends a session', () => {
    const { result } = renderHook(() => useSession());
    act(() => startSession(session(60_000)));
    act(() => vi.advanceTimersByTime(24 * 3600_000));
    expect(result.current.status).toBe('active');
    expect(window.sessionStorage.getItem('costa-sol-admin-session')).not.toBeNull();
  });

  it('keeps a stored session whose token has run out, to be renewed', () => {
    window.sessionStorage.setItem('costa-sol-admin-session', JSON.stringify(session(-1)));
    expect(currentSession()?.token).toBe('jwt');
    const { result } = renderHook(() => useSession());
    expect(result.current.status).toBe('active');
  });

  it('signing in again clears the expiry notice', () => {
    endSession('expired');
    startSession(session(60_000));
    expect(window.sessionStorage.getItem('costa-sol-admin-session-ended')).toBeNull();
  });

  it('tells every tab whether a session may be resumed from the cookie: after a sign-in, until it ends', () => {
    expect(mayResumeSession()).toBe(false);
    startSession(session(60_000));
    expect(mayResumeSession()).toBe(true);
    endSession('expired');
    expect(mayResumeSession()).toBe(false);
    startSession(session(60_000));
    forgetResumableSession();
    expect(mayResumeSession()).toBe(false);
    startSession(session(60_000));
    endSession('signed-out');
    expect(mayResumeSession()).toBe(false);
  });
});
