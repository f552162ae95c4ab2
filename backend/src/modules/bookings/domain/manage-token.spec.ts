import { createHmac } from 'node:crypto';
import { readManageToken, signManageToken } from './manage-token';

const SECRET = 'manage-token-test-secret-0123456789abcdef';
const VISIT_ID = '0b8e4c1e-5a5f-4d0e-9f3c-2a4b6c8d0e1f';
const EXPIRES_AT = new Date('2026-12-10T09:30:00Z');
const BEFORE_EXPIRY = new Date('2026-12-01T12:00:00Z');

/** Re-encodes one part of a token, as someone editing it by hand would. */
function withPayload(token: string, payload: string): string {
  return `${Buffer.from(payload, 'utf8').toString('base64url')}.${token.split('.')[1]}`;
}

/** A payload signManageToken never writes, signed as it signs, so only the payload's own checks can refuse it. */
function signedAsIs(payload: string): string {
  const signature = createHmac('sha256', SECRET).update('costa-sol:visit-manage:v1\n').update(payload).digest('base64url');
  return `${Buffer.from(payload, 'utf8').toString('base64url')}.${signature}`;
}

describe('manage token', () => {
  const token = signManageToken(VISIT_ID, EXPIRES_AT, SECRET);

  it('reads back the visit and expiry it was signed for', () => {
    expect(readManageToken(token, SECRET, BEFORE_EXPIRY)).toEqual({ visitId: VISIT_ID, expiresAt: EXPIRES_AT });
    expect(readManageToken(signedAsIs(`${VISIT_ID}.${EXPIRES_AT.getTime() / 1000}`), SECRET, BEFORE_EXPIRY)?.visitId).toBe(VISIT_ID);
  });

  it('is URL-safe as it is', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(token)).toBe(token);
    // Even for a visit id that is not.
    const odd = signManageToken('visit/ñ?&=.1', EXPIRES_AT, SECRET);
    expect(encodeURIComponent(odd)).toBe(odd);
    expect(readManageToken(odd, SECRET, BEFORE_EXPIRY)?.visitId).toBe('visit/ñ?&=.1');
  });

  it('refuses an altered signature', () => {
    const [payload, signature] = token.split('.');
    const flipped = signature[5] === 'A' ? 'B' : 'A';
    expect(readManageToken(`${payload}.${signature.slice(0, 5)}${flipped}${signature.slice(6)}`, SECRET, BEFORE_EXPIRY)).toBeNull();
    expect(readManageToken(`${payload}.${signature.slice(0, -1)}`, SECRET, BEFORE_EXPIRY)).toBeNull();
    expect(readManageToken(`${payload}.${signature}A`, SECRET, BEFORE_EXPIRY)).toBeNull();
  });

  it('refuses another visit id or a later expiry under the same signature', () => {
    const seconds = EXPIRES_AT.getTime() / 1000;
    expect(readManageToken(withPayload(token, `0b8e4c1e-5a5f-4d0e-9f3c-2a4b6c8d0e1e.${seconds}`), SECRET, BEFORE_EXPIRY)).toBeNull();
    expect(readManageToken(withPayload(token, `${VISIT_ID}.${seconds + 86_400}`), SECRET, BEFORE_EXPIRY)).toBeNull();
    expect(readManageToken(withPayload(token, `${VISIT_ID}.${seconds}`), SECRET, BEFORE_EXPIRY)).not.toBeNull();
  });

  it('refuses a token signed with another secret', () => {
    expect(readManageToken(token, `${SECRET}-rotated`, BEFORE_EXPIRY)).toBeNull();
  });

  it('refuses it from the second it expires', () => {
    expect(readManageToken(token, SECRET, new Date(EXPIRES_AT.getTime() - 1000))).not.toBeNull();
    expect(readManageToken(token, SECRET, EXPIRES_AT)).toBeNull();
    expect(readManageToken(token, SECRET, new Date('2027-01-01T00:00:00Z'))).toBeNull();
  });

  it('keeps the expiry in whole seconds', () => {
    const withMilliseconds = signManageToken(VISIT_ID, new Date('2026-12-10T09:30:00.999Z'), SECRET);
    expect(readManageToken(withMilliseconds, SECRET, BEFORE_EXPIRY)?.expiresAt).toEqual(EXPIRES_AT);
  });

  it.each([
    '',
    '.',
    'garbage',
    'a.b.c',
    `${token}.extra`,
    `${token.split('.')[0]}.`,
    `.${token.split('.')[1]}`,
    token.replace('.', '%2E'),
    `${token} `,
    'x'.repeat(10_000),
    signedAsIs(VISIT_ID),
    signedAsIs(`${VISIT_ID}.soon`),
    signedAsIs(`${VISIT_ID}.-1`),
    signedAsIs(`.${EXPIRES_AT.getTime() / 1000}`),
  ])('refuses the malformed token %#', (garbage) => {
    expect(readManageToken(garbage, SECRET, BEFORE_EXPIRY)).toBeNull();
  });

  it('refuses to sign or read with a short secret', () => {
    expect(() => signManageToken(VISIT_ID, EXPIRES_AT, 'short')).toThrow('at least 32 characters');
    expect(() => readManageToken(token, '', BEFORE_EXPIRY)).toThrow('at least 32 characters');
  });
});
