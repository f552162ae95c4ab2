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
/**
 * In localStorage, for every tab of the browser: a sign-in here may still have a live refresh cookie (which scripts
 * cannot see). Without it a tab does not try to resume a session, so a browser that never signed in sends no refresh
 * bound to fail.
 */
const MAY_RESUME_KEY = 'costa-sol-admin-may-resume';
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

function writeMayResume(value: boolean): void {
  try {
    if (value) window.localStorage.setItem(MAY_RESUME_KEY, '1');
    else window.localStorage.removeItem(MAY_RESUME_KEY);
  } catch {
    // Storage refused: a new tab then asks for a sign-in.
  }
}

/** The refresh cookie was refused: no tab of this browser has a session to resume any more. */
export function forgetResumableSession(): void {
  writeMayResume(false);
}

/** Whether this browser signed in and has not seen its session end since (see MAY_RESUME_KEY). */
export function mayResumeSession(): boolean {
  try {
    return window.localStorage.getItem(MAY_RESUME_KEY) === '1';
  } catch {
    return false;
  }
}

export function startSession(session: AdminSession): void {
  write(SESSION_KEY, JSON.stringify(session));
  write(ENDED_KEY, null);
  writeMayResume(true);
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
  // Signed out, or the server ended the session: the cookie is of no use to any tab.
  writeMayResume(false);
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
