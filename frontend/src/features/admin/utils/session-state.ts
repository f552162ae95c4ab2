import { LANGUAGES, type Language, STAFF_ROLES, type StaffRole } from '@costa-sol/common';

/** Who is signed in, as far as the screens need it (the nav by role, the name in the header, the account's language). */
export interface SessionUser {
  id: string;
  name: string;
  role: StaffRole;
  language: Language;
}

/**
 * An admin session as kept in sessionStorage: the Bearer token, when it stops being accepted, and the signed-in
 * user (absent when the server's login answer did not carry one).
 */
export interface AdminSession {
  token: string;
  email: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  user?: SessionUser;
}

/** Why there is no session: never signed in, signed out, or the session ran out (the login page says so). */
export type SessionEnd = 'none' | 'signed-out' | 'expired';

export type SessionSnapshot = { status: 'unknown' } | { status: 'active'; session: AdminSession } | { status: 'ended'; reason: SessionEnd };

/**
 * The access token is renewed (POST /api/auth/refresh) when a request needs it and it has less than this left, so a
 * request is never sent with a token that runs out on its way.
 */
export const RENEW_MARGIN_MS = 60_000;

/** The part of a staff user the session keeps. */
export function sessionUser(user: SessionUser): SessionUser {
  return { id: user.id, name: user.name, role: user.role, language: user.language };
}

/** The session of a login answer (expiresIn is in seconds); the answer's user, when it has one, names the e-mail. */
export function sessionFromLogin(
  answer: { accessToken: string; expiresIn: number; user?: SessionUser & { email: string } },
  email: string,
  now: number,
): AdminSession {
  const session: AdminSession = { token: answer.accessToken, email: answer.user?.email ?? email, expiresAt: now + answer.expiresIn * 1000 };
  if (answer.user) session.user = sessionUser(answer.user);
  return session;
}

function parseUser(value: unknown): SessionUser | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, name, role, language } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof name !== 'string') return undefined;
  const knownRole = STAFF_ROLES.find((known) => known === role);
  const knownLanguage = LANGUAGES.find((known) => known === language);
  if (!knownRole || !knownLanguage) return undefined;
  return { id, name, role: knownRole, language: knownLanguage };
}

/** A stored session, or null when the text is missing or not one (edited by hand, older format...). */
export function parseSession(raw: string | null): AdminSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { token, email, expiresAt, user } = value as Record<string, unknown>;
    if (typeof token !== 'string' || token === '' || typeof email !== 'string' || typeof expiresAt !== 'number') return null;
    const known = parseUser(user);
    return known ? { token, email, expiresAt, user: known } : { token, email, expiresAt };
  } catch {
    return null;
  }
}

/** Whether the access token should be renewed before it is sent (it is over or about to be). */
export function needsRenewal(session: AdminSession, now: number): boolean {
  return session.expiresAt - RENEW_MARGIN_MS <= now;
}

/**
 * What the admin app sees, from what is stored. A stored session stays active when its access token has run out:
 * the next request renews it from the refresh cookie, and only the server ends it (the refresh answers 401).
 */
export function sessionSnapshot(raw: string | null, ended: string | null): SessionSnapshot {
  const session = parseSession(raw);
  if (session) return { status: 'active', session };
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
