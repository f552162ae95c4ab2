/** One stored backup code: its salt and the SHA-256 of salt and code, never the code. */
export interface StoredBackupCode {
  id: string;
  salt: string;
  codeHash: string;
}

/** Port: the staff_backup_codes table. Every method joins the caller's transaction. */
export abstract class BackupCodesStore {
  /** Forgets the user's codes, used or not, and stores `codes` in their place. */
  abstract replace(userId: string, codes: StoredBackupCode[], at: Date): Promise<void>;
  /** The user's codes not yet used. */
  abstract unused(userId: string): Promise<StoredBackupCode[]>;
  /** Marks the code used; false when it already was (a replay, or two sign-ins racing). */
  abstract use(id: string, at: Date): Promise<boolean>;
  abstract countUnused(userId: string): Promise<number>;
  abstract forget(userId: string): Promise<void>;
}
