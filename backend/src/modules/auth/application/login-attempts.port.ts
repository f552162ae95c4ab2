/** What the failures of one account's sign-ins have led to. */
export interface FailureOutcome {
  /** Seconds the account stays locked; 0 when it is not. */
  lockedForSeconds: number;
  /** This failure locked it (the moment to tell the account's owner). */
  lockedNow: boolean;
}

/**
 * Port: failed sign-ins counted per account (by e-mail, known or not, so a lock says nothing about whether an account
 * exists), whichever client address they come from; the per-address limit is the other half.
 */
export abstract class LoginAttempts {
  abstract lockedForSeconds(email: string): Promise<number>;
  abstract recordFailure(email: string): Promise<FailureOutcome>;
  abstract recordSuccess(email: string): Promise<void>;
}
