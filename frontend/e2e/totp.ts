import { createHmac } from 'node:crypto';
import { SECOND_FACTOR } from '@costa-sol/common';

/**
 * What an authenticator app shows (RFC 6238: HMAC-SHA1 of the 30-second step, 6 digits), written here from the RFC
 * and not imported from the backend, so the browser tests check the server against an independent reading.
 */
function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bytes: number[] = [];
  let value = 0;
  let bits = 0;
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The code for the instant `atMs` (epoch milliseconds). */
export function totpCode(secret: string, atMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / SECOND_FACTOR.stepSeconds)));
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** SECOND_FACTOR.digits).padStart(SECOND_FACTOR.digits, '0');
}
