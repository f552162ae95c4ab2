/** Port: runs work in one database transaction; repositories used inside it join that transaction. */
export abstract class TransactionRunner {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
