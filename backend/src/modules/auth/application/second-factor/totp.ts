import { createHmac, randomBytes } from 'node:crypto';
import { SECOND_FACTOR } from '@costa-sol/common';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32[(value << (5 - bits)) & 31];
  return text;
}

export function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not base32.');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret of 160 bits, the size RFC 4226 recommends for HMAC-SHA1. */
export function newSecondFactorSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The RFC 6238 time step of an instant. */
export function timeStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / SECOND_FACTOR.stepSeconds);
}

/** The RFC 4226 code of one counter value. */
export function codeForStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** SECOND_FACTOR.digits).padStart(SECOND_FACTOR.digits, '0');
}

/**
 * The time step whose code `code` is, within SECOND_FACTOR.window steps of `at` and after `lastStep` (a code is good
 * once); undefined when none matches.
 */
export function matchingStep(secret: string, code: string, at: Date, lastStep?: number): number | undefined {
  // A secret that is not base32 (one whose stored form could not be read) matches no code: sign-in stays closed.
  if (!/^[A-Z2-7]+=*$/i.test(secret)) return undefined;
  if (!new RegExp(`^\\d{${SECOND_FACTOR.digits}}$`).test(code)) return undefined;
  const now = timeStep(at);
  for (let step = now - SECOND_FACTOR.window; step <= now + SECOND_FACTOR.window; step++) {
    if (lastStep !== undefined && step <= lastStep) continue;
    if (codeForStep(secret, step) === code) return step;
  }
  return undefined;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, accountName: string): string {
  const label = encodeURIComponent(`${SECOND_FACTOR.issuer}:${accountName}`);
  const query = new URLSearchParams({
    secret,
    issuer: SECOND_FACTOR.issuer,
    algorithm: 'SHA1',
    digits: String(SECOND_FACTOR.digits),
    period: String(SECOND_FACTOR.stepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
