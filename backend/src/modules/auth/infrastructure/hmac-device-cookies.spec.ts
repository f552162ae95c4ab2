import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../../config/app-config';
import { FixedClock } from '../../../shared/application/clock.port';
import { deviceCookieHeader } from './http/device-cookie';
import { DEVICE_COOKIE_DAYS, HmacDeviceCookies } from './hmac-device-cookies';

const config = { jwtSecret: 'unit-test-jwt-secret-0123456789abcdef-0123' } as AppConfig;
const userId = randomUUID();

describe('HmacDeviceCookies', () => {
  const clock = new FixedClock(new Date('2026-03-01T10:00:00Z'));
  const cookies = new HmacDeviceCookies(config, clock);

  it('reads back the account and a device id from the cookie it issued, a new device id each time', () => {
    const first = cookies.read(cookies.issue(userId));
    const second = cookies.read(cookies.issue(userId));
    expect(first).toEqual({ userId, deviceId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    expect(second?.deviceId).not.toBe(first?.deviceId);
  });

  it('refuses a cookie whose account was changed, one signed with another secret, and garbage', () => {
    const issued = cookies.issue(userId);
    const parts = issued.split('.');
    expect(cookies.read([parts[0], randomUUID(), ...parts.slice(2)].join('.'))).toBeUndefined();
    const otherSite = new HmacDeviceCookies({ jwtSecret: 'another-secret-0123456789abcdef-0123456789' } as AppConfig, clock);
    expect(otherSite.read(issued)).toBeUndefined();
    expect(cookies.read('d1.x.y.z.w')).toBeUndefined();
    expect(cookies.read('')).toBeUndefined();
  });

  it(`forgets a browser ${DEVICE_COOKIE_DAYS} days after the cookie was issued`, () => {
    const issued = cookies.issue(userId);
    const later = new HmacDeviceCookies(config, new FixedClock(new Date(clock.now().getTime() + (DEVICE_COOKIE_DAYS - 1) * 86_400_000)));
    const tooLate = new HmacDeviceCookies(config, new FixedClock(new Date(clock.now().getTime() + (DEVICE_COOKIE_DAYS + 1) * 86_400_000)));
    expect(later.read(issued)?.userId).toBe(userId);
    expect(tooLate.read(issued)).toBeUndefined();
  });

  it('is HttpOnly, SameSite=Strict, sent to the sign-in route only, and Secure on an https site', () => {
    expect(deviceCookieHeader('v', true)).toBe(
      'costa_sol_device=v; Path=/api/auth/login; Max-Age=15552000; HttpOnly; Secure; SameSite=Strict',
    );
    expect(deviceCookieHeader('v', false)).not.toContain('Secure');
  });
});
