/** The answer a lead submission gave, kept so that a repeat of it can be given the same. */
export interface LeadAnswer {
  id: string;
}

/** An earlier submission with the same key: what it was (its request's fingerprint) and what it answered. */
export interface EarlierSubmission {
  fingerprint: string;
  answer: LeadAnswer;
}

/**
 * Port: the Idempotency-Keys of lead submissions. Called first inside the transaction that stores the lead, so a
 * key is recorded exactly when its lead is.
 */
export abstract class IdempotencyKeys {
  /**
   * Records `key` for this submission unless it was recorded within `windowHours`; then returns that earlier
   * submission instead. Concurrent claims of one key let exactly one through: the others wait for it to commit and
   * get its answer.
   */
  abstract claim(key: string, fingerprint: string, answer: LeadAnswer, windowHours: number): Promise<EarlierSubmission | undefined>;
}
