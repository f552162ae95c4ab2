/**
 * OWASP's "device cookies" (Slow Down Online Guessing Attacks with Device Cookies): a browser that signed in to an
 * account before carries a signed cookie naming that account. Its sign-ins are judged by its own failures, so
 * strangers guessing the password lock out only the clients without such a cookie, never the owner's own browser.
 */

/** What a valid device cookie says: the account it signed in to, and the device's own id (a random nonce). */
export interface DeviceClaim {
  userId: string;
  deviceId: string;
}

/** Whose failures a sign-in attempt counts towards, and whose lock refuses it. */
export type LockoutScope = { kind: 'device'; deviceId: string } | { kind: 'untrusted' };

/** The same limits for both scopes: five failures within fifteen minutes lock that scope for fifteen minutes. */
export const SIGN_IN_LOCKOUT = { failures: 5, windowMinutes: 15, lockMinutes: 15 } as const;

/**
 * A device cookie counts only for the account it names (another account's cookie, or one for an unknown e-mail,
 * is no better than none): the attempt is then the device's; otherwise it is one of the account's untrusted ones.
 */
export function lockoutScope(claim: DeviceClaim | undefined, account: { id: string } | undefined): LockoutScope {
  if (claim && account && claim.userId === account.id) return { kind: 'device', deviceId: claim.deviceId };
  return { kind: 'untrusted' };
}

/** Only a lock of the untrusted clients is news to the account's owner (a device's lock is that browser's own doing). */
export function lockTellsTheOwner(scope: LockoutScope): boolean {
  return scope.kind === 'untrusted';
}
