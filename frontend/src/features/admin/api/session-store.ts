import type { StaffRole } from '@costa-sol/common';
import { useSyncExternalStore } from 'react';
import {
  type AdminSession,
  parseSession,
  type SessionEnd,
  sessionSnapshot,
  type SessionSnapshot,
  type SessionUser,
  sessionUser,
} from '../utils/session-state';

/**
 * The admin session lives in sessionStorage (not a cookie): it is sent only where the admin code sends it (as a
 * Bearer header), and it ends with the tab. The server cannot see it, so server rendering (and the first render
 * in the browser) says 'unknown'; React then re-renders with what the browser holds. The access token is short; it
 * is renewed on demand (admin-request.ts), never by a timer, so the server's idle limit can end a forgotten tab.
 */
const SESSION_KEY = 'costa-sol-admin-session';
const ENDED_KEY = 'costa-sol-admin-session-ended';
const UNKNOWN: SessionSnapshot = { status: 'unknown' };

const listeners = new Set<() => void>();
let cached: { raw: string | null; ended: string | null; snapshot: SessionSnapshot } | undefined;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the session then lasts until the page is left.
  }
}

function notify(): void {
  cached = undefined;
  for (const listener of listeners) listener();
}

export function getSessionSnapshot(): SessionSnapshot {
  const raw = read(SESSION_KEY);
  const ended = read(ENDED_KEY);
  if (cached && cached.raw === raw && cached.ended === ended) return cached.snapshot;
  const snapshot = sessionSnapshot(raw, ended);
  cached = { raw, ended, snapshot };
  return snapshot;
}

function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  cached = undefined;
  return () => {
    listeners.delete(listener);
  };
}

export function startSession(session: AdminSession): void {
  write(SESSION_KEY, JSON.stringify(session));
  write(ENDED_KEY, null);
  notify();
}

/** Keeps the signed-in user up to date (GET /api/auth/me, or the owner editing their own account); the token stays. */
export function updateSessionUser(user: SessionUser): void {
  const session = parseSession(read(SESSION_KEY));
  if (!session) return;
  const next = JSON.stringify({ ...session, user: sessionUser(user) });
  if (next === read(SESSION_KEY)) return;
  write(SESSION_KEY, next);
  notify();
}

export function endSession(reason: Exclude<SessionEnd, 'none'>): void {
  write(SESSION_KEY, null);
  write(ENDED_KEY, reason);
  notify();
}

/** The stored session, whether or not its access token is still good (admin-request.ts renews it). */
export function currentSession(): AdminSession | undefined {
  const snapshot = getSessionSnapshot();
  return snapshot.status === 'active' ? snapshot.session : undefined;
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeToSession, getSessionSnapshot, () => UNKNOWN);
}

/** The signed-in user's role; undefined without a session or for a session that named no user. */
export function useStaffRole(): StaffRole | undefined {
  const session = useSession();
  return session.status === 'active' ? session.session.user?.role : undefined;
}
