import { codeForStep, matchingStep, newSecondFactorSecret, otpauthUrl, timeStep } from './totp';

/**
 * RFC 6238 appendix B: the SHA-1 seed is the ASCII of "12345678901234567890" (below in base32); its 8-digit codes end
 * in these 6.
 */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('time-based codes (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i seconds the code is %s', (seconds, code) => {
    expect(codeForStep(RFC_SECRET, timeStep(new Date(seconds * 1000)))).toBe(code);
  });

  it('makes new secrets of 160 bits in base32, each its own', () => {
    const secret = newSecondFactorSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newSecondFactorSecret()).not.toBe(secret);
  });

  it('accepts the code of the step before, now and after, and no further', () => {
    const at = new Date(1_111_111_111_000);
    const now = timeStep(at);
    expect(matchingStep(RFC_SECRET, codeForStep(RFC_SECRET, now - 1), at)).toBe(now - 1);
    expect(matchingStep(RFC_SECRET, codeForStep(RFC_SECRET, now), at)).toBe(now);
    expect(matchingStep(RFC_SECRET, codeForStep(RFC_SECRET, now + 1), at)).toBe(now + 1);
    expect(matchingStep(RFC_SECRET, codeForStep(RFC_SECRET, now - 2), at)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, codeForStep(RFC_SECRET, now + 2), at)).toBeUndefined();
  });

  it('refuses a code of a step already used, and text that is not 6 digits', () => {
    const at = new Date(1_234_567_890_000);
    const now = timeStep(at);
    const code = codeForStep(RFC_SECRET, now);
    expect(matchingStep(RFC_SECRET, code, at, now)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, code, at, now - 1)).toBe(now);
    expect(matchingStep(RFC_SECRET, ` ${code}`, at)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, '12345', at)).toBeUndefined();
  });

  it('writes the otpauth address an authenticator app reads', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'owner@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Costa Sol HVAC admin:owner@example.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Costa Sol HVAC admin',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
