import { type DeviceSession, isSessionLive, sessionExpiresAt } from './device-session';

const settings = { idleMinutes: 480, absoluteHours: 24, requireSecondFactorForOwners: false };
const signedIn = new Date('2026-03-29T00:30:00Z');
const session = (lastUsedAt: Date, extra: Partial<DeviceSession> = {}): DeviceSession => ({
  id: 's',
  userId: 'u',
  sessionVersion: 3,
  device: 'Chrome · Linux',
  createdAt: signedIn,
  lastUsedAt,
  ...extra,
});
const hours = (n: number) => new Date(signedIn.getTime() + n * 3_600_000);

describe('device sessions', () => {
  it('end a working day after their last use', () => {
    expect(sessionExpiresAt(session(hours(2)), settings)).toEqual(hours(10));
    expect(isSessionLive(session(hours(2)), 3, settings, hours(9.99))).toBe(true);
    expect(isSessionLive(session(hours(2)), 3, settings, hours(10))).toBe(false);
  });

  it('end at the absolute limit however recently used', () => {
    expect(sessionExpiresAt(session(hours(23)), settings)).toEqual(hours(24));
    expect(isSessionLive(session(hours(23)), 3, settings, hours(24))).toBe(false);
  });

  it('end when ended, or when the user has moved to a new session version', () => {
    expect(isSessionLive(session(hours(1), { endedAt: hours(1) }), 3, settings, hours(1.5))).toBe(false);
    expect(isSessionLive(session(hours(1)), 4, settings, hours(1.5))).toBe(false);
  });
});
