import type { DeviceSession, SessionEndReason } from '../domain/device-session';

/** Port: the staff_sessions table and the chain of refresh tokens of each session (only their sha256 is kept). */
export abstract class DeviceSessions {
  /** Starts a session whose first refresh token hashes to `tokenHash`. */
  abstract start(session: DeviceSession, tokenHash: string): Promise<void>;
  /** The session a refresh token belongs to, and whether that token has already been replaced by a newer one. */
  abstract findByToken(tokenHash: string): Promise<{ session: DeviceSession; replaced: boolean } | undefined>;
  abstract findById(id: string): Promise<DeviceSession | undefined>;
  /**
   * Replaces the session's current refresh token `oldHash` by `newHash` and records the use; false when `oldHash`
   * is no longer current (another request used it first: to the session, a replay).
   */
  abstract rotate(sessionId: string, oldHash: string, newHash: string, at: Date): Promise<boolean>;
  abstract end(sessionId: string, reason: SessionEndReason, at: Date): Promise<void>;
  /** The user's sessions not ended, of their current session version, newest use first (limits not applied). */
  abstract listOpen(userId: string, sessionVersion: number): Promise<DeviceSession[]>;
}
