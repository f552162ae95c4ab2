import { createHmac, timingSafeEqual } from 'node:crypto';

const MIN_SECRET_LENGTH = 32;
const MAX_TOKEN_LENGTH = 512;
const SIGNATURE_BYTES = 32;
const TOKEN_SHAPE = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;
const EPOCH_SECONDS = /^\d{1,12}$/;
// Keys the HMAC to this use, so the same secret (e.g. JWT_SECRET) never signs something a token of another kind could replay.
const PURPOSE = 'costa-sol:visit-manage:v1\n';

/**
 * The link a visitor gets to reschedule or cancel a booked visit: `base64url(visitId.expiresEpochSeconds)` and
 * `base64url(HMAC-SHA256)` of it, joined by a dot. It proves who holds it may manage that one visit until it expires;
 * nothing in it is secret. The expiry is kept in whole seconds.
 */
export function signManageToken(visitId: string, expiresAt: Date, secret: string): string {
  checkSecret(secret);
  if (visitId === '') throw new Error('A manage token needs a visit id');
  const expiresMs = expiresAt.getTime();
  if (!Number.isFinite(expiresMs) || expiresMs < 0) throw new Error('A manage token needs a valid expiry');
  const payload = `${visitId}.${Math.floor(expiresMs / 1000)}`;
  return `${Buffer.from(payload, 'utf8').toString('base64url')}.${sign(payload, secret).toString('base64url')}`;
}

/** The visit a token lets its holder manage, or null when it is malformed, altered, signed with another secret or expired. */
export function readManageToken(token: string, secret: string, now: Date): { visitId: string; expiresAt: Date } | null {
  checkSecret(secret);
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const parts = TOKEN_SHAPE.exec(token);
  if (!parts) return null;
  const [, encodedPayload, encodedSignature] = parts;
  const payloadBytes = Buffer.from(encodedPayload, 'base64url');
  const signature = Buffer.from(encodedSignature, 'base64url');
  // Only the exact encodings signManageToken writes: no second spelling of one token.
  if (payloadBytes.toString('base64url') !== encodedPayload || signature.toString('base64url') !== encodedSignature) return null;
  const payload = payloadBytes.toString('utf8');
  if (Buffer.from(payload, 'utf8').compare(payloadBytes) !== 0) return null;
  if (signature.length !== SIGNATURE_BYTES || !timingSafeEqual(signature, sign(payload, secret))) return null;

  const dot = payload.lastIndexOf('.');
  const visitId = payload.slice(0, dot);
  const seconds = payload.slice(dot + 1);
  if (dot <= 0 || !EPOCH_SECONDS.test(seconds)) return null;
  const expiresAt = new Date(Number(seconds) * 1000);
  if (now.getTime() >= expiresAt.getTime()) return null;
  return { visitId, expiresAt };
}

function sign(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(PURPOSE).update(payload, 'utf8').digest();
}

function checkSecret(secret: string): void {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`The manage-token secret must be at least ${MIN_SECRET_LENGTH} characters`);
}
