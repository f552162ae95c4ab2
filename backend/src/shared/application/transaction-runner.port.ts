/** Port: runs work in one database transaction; repositories used inside it join that transaction. */
export abstract class TransactionRunner {
  /** Work run inside another run joins the outer transaction, which commits when the outermost run ends. */
  abstract run<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs `task` once the transaction around the caller has committed (at once outside one), dropped if it rolls back:
   * for what other instances must only hear of once the rows are there to read (a reload, a notification).
   */
  abstract afterCommit(task: () => Promise<void>): Promise<void>;
}
