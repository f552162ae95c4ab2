import type { Language, StaffRole, StaffUserStatus } from '@costa-sol/common';

/*
 * The staff accounts API (issue 24), typed by hand until its backend is merged: at the merge each of these becomes
 * the generated ApiSchemas['…'] type named beside it (see api-types.ts), and nothing else changes.
 */

/** StaffUserDto: a person who works in the admin. Dates are ISO 8601. */
export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  language: Language;
  status: StaffUserStatus;
  createdAt: string;
  lastSignInAt: string | null;
}

/** TokenDto: the answer of login, password change and invitation accept (a new session). */
export interface StaffTokenAnswer {
  accessToken: string;
  /** Seconds. */
  expiresIn: number;
  user: StaffUser;
}

/** PasswordChangeDto */
export interface PasswordChangeBody {
  currentPassword: string;
  newPassword: string;
}

/** PasswordResetRequestDto */
export interface PasswordResetRequestBody {
  email: string;
}

/** PasswordResetCompleteDto, InvitationAcceptDto: a single-use token from an e-mail link and the new password. */
export interface TokenPasswordBody {
  token: string;
  password: string;
}

/** InvitationPreviewDto: who the invitation is for. */
export interface InvitationPreview {
  email: string;
  name: string;
  language: Language;
}

/** StaffUserInviteDto */
export interface StaffUserInviteBody {
  email: string;
  name: string;
  role: StaffRole;
  language: Language;
}

/** StaffUserUpdateDto: only the fields that change. */
export interface StaffUserUpdateBody {
  name?: string;
  role?: StaffRole;
  language?: Language;
  disabled?: boolean;
}

/** MessageDto: the neutral answer of a password reset request. */
export interface MessageAnswer {
  message: string;
}
