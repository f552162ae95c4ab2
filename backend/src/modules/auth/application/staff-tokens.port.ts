import type { StaffTokenPurpose } from '../domain/staff-token';

export interface NewStaffToken {
  id: string;
  userId: string;
  purpose: StaffTokenPurpose;
  /** sha256 of the token: the token itself is never stored. */
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Port: the single-use links (the staff_tokens table). Every method joins the caller's transaction. */
export abstract class StaffTokens {
  /** Stores `token` and ends the user's earlier unused links of the same purpose. */
  abstract replace(token: NewStaffToken): Promise<void>;
  /** The user of an unused, unexpired link, without using it. */
  abstract findUsable(tokenHash: string, purpose: StaffTokenPurpose, now: Date): Promise<string | undefined>;
  /** Marks the link used if it still is usable (one caller only wins); returns its user. */
  abstract use(tokenHash: string, purpose: StaffTokenPurpose, now: Date): Promise<string | undefined>;
  abstract countCreatedSince(userId: string, purpose: StaffTokenPurpose, since: Date): Promise<number>;
}
