import type { SecuritySettings } from './security-settings';

/** One sign-in on one device: it lives while its refresh tokens are used within the owner's limits. */
export interface DeviceSession {
  id: string;
  userId: string;
  /** The user's session version when it started: a later version (sign out everywhere, new password) ends it. */
  sessionVersion: number;
  /** "Chrome · Windows" (or empty): enough for the person to recognise the device, nothing more. */
  device: string;
  createdAt: Date;
  lastUsedAt: Date;
  endedAt?: Date;
}

export type SessionEndReason = 'signed-out' | 'replayed' | 'expired';

/** The earlier of the idle limit (from the last use) and the absolute limit (from sign-in). */
export function sessionExpiresAt(session: DeviceSession, settings: SecuritySettings): Date {
  const idleEnd = session.lastUsedAt.getTime() + settings.idleMinutes * 60_000;
  const absoluteEnd = session.createdAt.getTime() + settings.absoluteHours * 3_600_000;
  return new Date(Math.min(idleEnd, absoluteEnd));
}

/** Not ended, not past its limits, and of the user's current session version. */
export function isSessionLive(session: DeviceSession, userSessionVersion: number, settings: SecuritySettings, now: Date): boolean {
  return !session.endedAt && session.sessionVersion === userSessionVersion && sessionExpiresAt(session, settings) > now;
}
