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
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
