import type { LockoutScope } from '../domain/sign-in-lockout';

/** What the failures of one scope's sign-ins have led to. */
export interface FailureOutcome {
  /** Seconds the scope stays locked; 0 when it is not. */
  lockedForSeconds: number;
  /** This failure locked it (the moment to tell the account's owner). */
  lockedNow: boolean;
}

/**
 * Port: failed sign-ins counted per account (by e-mail, known or not, so a lock says nothing about whether an account
 * exists) and scope: the account's untrusted clients together, whichever address they come from, or one device
 * (sign-in-lockout.ts); the per-address limit is the other half.
 */
export abstract class LoginAttempts {
  abstract lockedForSeconds(email: string, scope: LockoutScope): Promise<number>;
  abstract recordFailure(email: string, scope: LockoutScope): Promise<FailureOutcome>;
  abstract recordSuccess(email: string, scope: LockoutScope): Promise<void>;
}
