import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/application/clock.port';
import { DeviceCookies } from '../application/device-cookies.port';
import type { DeviceClaim } from '../domain/sign-in-lockout';

/** How long a browser stays known after its last sign-in (each sign-in issues a new cookie). */
export const DEVICE_COOKIE_DAYS = 180;
const DAY_SECONDS = 86_400;
const VERSION = 'd1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

/**
 * Stateless device cookies: `d1.<user id>.<random nonce>.<issued at>.<HMAC-SHA256 of the rest>`, signed with a key
 * derived from JWT_SECRET by HKDF (so neither key can be computed from the other). Nothing is stored; a new
 * JWT_SECRET makes every browser unknown again (its sign-ins count as untrusted until it signs in once more).
 */
@Injectable()
export class HmacDeviceCookies extends DeviceCookies {
  private readonly key: Buffer;

  constructor(
    config: AppConfig,
    private readonly clock: Clock,
  ) {
    super();
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'costa-sol', 'device-cookie-v1', 32));
  }

  issue(userId: string): string {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const payload = [VERSION, userId, randomBytes(16).toString('base64url'), String(issuedAt)].join('.');
    return `${payload}.${this.sign(payload)}`;
  }

  read(value: string): DeviceClaim | undefined {
    const parts = value.split('.');
    if (parts.length !== 5) return undefined;
    const [version, userId, nonce, issuedAt, mac] = parts;
    if (version !== VERSION || !UUID.test(userId) || !NONCE.test(nonce) || !/^\d{1,12}$/.test(issuedAt)) return undefined;
    const expected = Buffer.from(this.sign(parts.slice(0, 4).join('.')));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const ageSeconds = this.clock.now().getTime() / 1000 - Number(issuedAt);
    if (ageSeconds < 0 || ageSeconds > DEVICE_COOKIE_DAYS * DAY_SECONDS) return undefined;
    return { userId, deviceId: nonce };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
