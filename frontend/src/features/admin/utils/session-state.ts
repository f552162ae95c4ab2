/** An admin session as kept in sessionStorage: the Bearer token and when it stops being accepted. */
export interface AdminSession {
  token: string;
  email: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** Why there is no session: never signed in, signed out, or the session ran out (the login page says so). */
export type SessionEnd = 'none' | 'signed-out' | 'expired';

export type SessionSnapshot = { status: 'unknown' } | { status: 'active'; session: AdminSession } | { status: 'ended'; reason: SessionEnd };

/**
 * Treated as over a little before the server's expiry, so a request sent at the last second does not fail
 * half-way through an edit.
 */
export const EXPIRY_MARGIN_MS = 10_000;

/** The session of a login answer (expiresIn is in seconds). */
export function sessionFromLogin(answer: { accessToken: string; expiresIn: number }, email: string, now: number): AdminSession {
  return { token: answer.accessToken, email, expiresAt: now + answer.expiresIn * 1000 };
}

/** A stored session, or null when the text is missing or not one (edited by hand, older format...). */
export function parseSession(raw: string | null): AdminSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { token, email, expiresAt } = value as Record<string, unknown>;
    if (typeof token !== 'string' || token === '' || typeof email !== 'string' || typeof expiresAt !== 'number') return null;
    return { token, email, expiresAt };
  } catch {
    return null;
  }
}

/** Milliseconds the session is still good for (0 or less: over). */
export function msLeft(session: AdminSession, now: number): number {
  return session.expiresAt - EXPIRY_MARGIN_MS - now;
}

/** What the admin app sees, from what is stored and the clock. */
export function sessionSnapshot(raw: string | null, ended: string | null, now: number): SessionSnapshot {
  const session = parseSession(raw);
  if (session && msLeft(session, now) > 0) return { status: 'active', session };
  if (session) return { status: 'ended', reason: 'expired' };
  return { status: 'ended', reason: ended === 'expired' || ended === 'signed-out' ? ended : 'none' };
}

/**
 * Where to go after signing in: the admin page asked for, when it is one (never another site, nor the login
 * page itself); otherwise the dashboard.
 */
export function safeNext(next: string | null): string {
  if (!next || !/^\/admin(\/|$|\?)/.test(next) || next.startsWith('//') || /^\/admin\/login(\/|$|\?)/.test(next)) return '/admin';
  return next;
}
