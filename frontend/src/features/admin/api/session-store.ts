import type { StaffRole } from '@costa-sol/common';
import { useSyncExternalStore } from 'react';
import {
  type AdminSession,
  msLeft,
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
 * in the browser) says 'unknown'; React then re-renders with what the browser holds.
 */
const SESSION_KEY = 'costa-sol-admin-session';
const ENDED_KEY = 'costa-sol-admin-session-ended';
const UNKNOWN: SessionSnapshot = { status: 'unknown' };

const listeners = new Set<() => void>();
let cached: { raw: string | null; ended: string | null; snapshot: SessionSnapshot } | undefined;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

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

/** Ends the session when its time is up even if nothing is sent, so the admin is told at once. */
function scheduleExpiry(snapshot: SessionSnapshot): void {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (snapshot.status === 'active' && listeners.size > 0) {
    // setTimeout cannot wait longer than about 24.8 days; sessions last minutes.
    expiryTimer = setTimeout(() => endSession('expired'), Math.min(msLeft(snapshot.session, Date.now()), 2 ** 31 - 1));
  }
}

export function getSessionSnapshot(): SessionSnapshot {
  const raw = read(SESSION_KEY);
  const ended = read(ENDED_KEY);
  if (cached && cached.raw === raw && cached.ended === ended) return cached.snapshot;
  const snapshot = sessionSnapshot(raw, ended, Date.now());
  cached = { raw, ended, snapshot };
  scheduleExpiry(snapshot);
  return snapshot;
}

function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  cached = undefined;
  getSessionSnapshot();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(expiryTimer);
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

/** The Bearer token of the active session; when the session has just run out, it ends it (and says so). */
export function currentToken(): string | undefined {
  const snapshot = getSessionSnapshot();
  if (snapshot.status === 'active') return snapshot.session.token;
  if (read(SESSION_KEY) !== null) endSession('expired');
  return undefined;
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeToSession, getSessionSnapshot, () => UNKNOWN);
}

/** The signed-in user's role; undefined without a session or for a session that named no user. */
export function useStaffRole(): StaffRole | undefined {
  const session = useSession();
  return session.status === 'active' ? session.session.user?.role : undefined;
}
