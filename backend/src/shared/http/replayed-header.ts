/** Header of an answer given before: to an earlier post with the same Idempotency-Key, or a booking retried. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
