import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret for a link or a cookie: 32 random bytes, base64url. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a bearer secret: its sha256, so a copy of the table opens nothing. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
