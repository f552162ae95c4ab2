import { SECOND_FACTOR } from '@costa-sol/common';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/**
 * RFC 6238 codes through otplib (HMAC-SHA-1, SECOND_FACTOR's digits and step). The instant is always passed in:
 * otplib would otherwise read the machine's clock itself.
 */
const OPTIONS = { algorithm: 'sha1', digits: SECOND_FACTOR.digits, period: SECOND_FACTOR.stepSeconds } as const;

const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** A new secret of 160 bits, the size RFC 4226 recommends for HMAC-SHA1. */
export function newSecondFactorSecret(): string {
  return generateSecret({ length: 20 });
}

/** The RFC 6238 time step of an instant. */
export function timeStep(at: Date): number {
  return Math.floor(epochSeconds(at) / SECOND_FACTOR.stepSeconds);
}

/** The code of one time step. */
export function codeForStep(secret: string, step: number): string {
  return generateSync({ ...OPTIONS, secret, epoch: step * SECOND_FACTOR.stepSeconds });
}

/**
 * The time step whose code `code` is, within SECOND_FACTOR.window steps of `at` and after `lastStep` (a code is good
 * once); undefined when none matches.
 */
export function matchingStep(secret: string, code: string, at: Date, lastStep?: number): number | undefined {
  // A secret that is not base32 (one whose stored form could not be read) matches no code: sign-in stays closed.
  if (!/^[A-Z2-7]+=*$/i.test(secret)) return undefined;
  if (!new RegExp(`^\\d{${SECOND_FACTOR.digits}}$`).test(code)) return undefined;
  try {
    const result = verifySync({
      ...OPTIONS,
      secret,
      token: code,
      epoch: epochSeconds(at),
      // Whole steps either side: a tolerance of N steps' seconds reaches exactly the N steps before and after.
      epochTolerance: SECOND_FACTOR.window * SECOND_FACTOR.stepSeconds,
      ...(lastStep === undefined ? {} : { afterTimeStep: lastStep }),
    });
    // otplib's functional verify answers for HOTP too; a TOTP match carries its time step.
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    // otplib refuses a secret it cannot use (too short, say): no code matches it.
    return undefined;
  }
}

/**
 * The otpauth:// address an authenticator app reads from the QR code. otplib leaves out the algorithm, digits and
 * period when they are the defaults; they are written anyway, as before, for apps that do not assume them.
 */
export function otpauthUrl(secret: string, accountName: string): string {
  const explicit = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(SECOND_FACTOR.digits),
    period: String(SECOND_FACTOR.stepSeconds),
  });
  return `${generateURI({ ...OPTIONS, secret, issuer: SECOND_FACTOR.issuer, label: accountName })}&${explicit.toString()}`;
}
