import type { Language, StaffRole, StaffUserStatus } from '@costa-sol/common';

export interface StaffUser {
  id: string;
  /** Lowercased. */
  email: string;
  name: string;
  role: StaffRole;
  language: Language;
  /** Undefined while invited. */
  passwordHash?: string;
  status: StaffUserStatus;
  /** In every access token; bumped to end every session of the user at once. */
  sessionVersion: number;
  createdAt: Date;
  lastSignInAt?: Date;
  /** Two-step sign-in, when it is on: the RFC 6238 secret and the time step of the last code accepted. */
  secondFactor?: { secret: string; lastStep?: number };
  /** A secret shown for enrolment, until a code from it turns two-step sign-in on. */
  pendingSecondFactorSecret?: string;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
