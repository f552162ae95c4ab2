import type { StaffUser } from '../domain/staff-user';

/** Port: the e-mails of staff accounts, queued in the caller's transaction, in the user's language. */
export abstract class StaffMailer {
  abstract invitation(user: StaffUser, token: string): Promise<void>;
  abstract passwordReset(user: StaffUser, token: string): Promise<void>;
  /** The account was just locked after wrong passwords; sent at once (no transaction of the caller's). */
  abstract lockedOut(user: StaffUser, lockedMinutes: number): Promise<void>;
}
