// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPIRY_MARGIN_MS } from '../utils/session-state';
import { currentToken, endSession, startSession, useSession } from './session-store';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_800_000_000_000 });
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

const session = (msLeft: number) => ({ token: 'jwt', email: 'admin@example.com', expiresAt: Date.now() + EXPIRY_MARGIN_MS + msLeft });

describe('session store', () => {
  it('starts, gives its token, and ends on sign-out', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ status: 'ended', reason: 'none' });
    act(() => startSession(session(60_000)));
    expect(result.current.status).toBe('active');
    expect(currentToken()).toBe('jwt');
    act(() => endSession('signed-out'));
    expect(result.current).toEqual({ status: 'ended', reason: 'signed-out' });
    expect(currentToken()).toBeUndefined();
  });

  it('ends itself as expired when its time is up, without any request', () => {
    const { result } = renderHook(() => useSession());
    act(() => startSession(session(60_000)));
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current.status).toBe('active');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toEqual({ status: 'ended', reason: 'expired' });
    expect(window.sessionStorage.getItem('costa-sol-admin-session')).toBeNull();
  });

  it('treats a stored session whose time has passed as expired', () => {
    window.sessionStorage.setItem('costa-sol-admin-session', JSON.stringify(session(-1)));
    expect(currentToken()).toBeUndefined();
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ status: 'ended', reason: 'expired' });
  });

  it('signing in again clears the expiry notice', () => {
    endSession('expired');
    startSession(session(60_000));
    expect(window.sessionStorage.getItem('costa-sol-admin-session-ended')).toBeNull();
  });
});
