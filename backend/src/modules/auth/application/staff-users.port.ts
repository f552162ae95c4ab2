import type { StaffUser } from '../domain/staff-user';

/** Port: the staff accounts (the staff_users table). Every method joins the caller's transaction. */
export abstract class StaffUsers {
  abstract findById(id: string): Promise<StaffUser | undefined>;
  /** `email` lowercased. */
  abstract findByEmail(email: string): Promise<StaffUser | undefined>;
  /** Oldest first. */
  abstract list(): Promise<StaffUser[]>;
  /** False when the e-mail is taken. */
  abstract add(user: StaffUser): Promise<boolean>;
  /** Adds `user` only while there is no user at all; false when there was one (another instance may have won). */
  abstract addFirst(user: StaffUser): Promise<boolean>;
  abstract isEmpty(): Promise<boolean>;
  /** Writes name, role, language, password hash, status and session version. */
  abstract save(user: StaffUser): Promise<void>;
  abstract recordSignIn(id: string, at: Date): Promise<void>;
  /** Ends every session of the user; returns the new version. */
  abstract bumpSessionVersion(id: string): Promise<number>;
  abstract countActiveOwners(): Promise<number>;
  /** Starts (or restarts) an enrolment; null forgets it. */
  abstract setPendingSecondFactor(id: string, secret: string | null): Promise<void>;
  /** Turns two-step sign-in on with `secret`, its code of `step` already used; forgets the pending secret. */
  abstract turnOnSecondFactor(id: string, secret: string, step: number): Promise<void>;
  abstract turnOffSecondFactor(id: string): Promise<void>;
  /** Records `step` as used; false when it, or a later one, already was (a code replayed, or two sign-ins racing). */
  abstract useSecondFactorStep(id: string, step: number): Promise<boolean>;
  /** Inside a transaction: waits for any other transaction changing roles or statuses, until this one ends. */
  abstract lockRoleChanges(): Promise<void>;
}
