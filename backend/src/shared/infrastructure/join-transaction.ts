/**
 * Options for `em.fork()` that keep the caller's transaction: a fork made without them runs on a connection of its
 * own, outside the transaction (it neither sees the transaction's rows nor rolls back with it, and on the embedded
 * database it waits for the transaction to end: a deadlock).
 */
export const JOIN_TRANSACTION = { keepTransactionContext: true } as const;
