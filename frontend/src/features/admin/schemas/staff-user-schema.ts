import { type Language, LANGUAGES, STAFF_FIELD_LIMITS, STAFF_ROLES } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import { staffEmailField } from './login-schema';
import { fieldGuard, requiredText } from './qa-fields';

/**
 * A staff user as the owner sets them: inviting yields POST /api/admin/users's body; editing shows the same form
 * with the e-mail fixed and sends name, role and language (PATCH /api/admin/users/{id}). The selects always hold a choice.
 */
export function inviteUserSchema(language: Language) {
  return z.object({
    email: staffEmailField(language),
    name: requiredText(language, STAFF_FIELD_LIMITS.name),
    role: z.enum(STAFF_ROLES),
    language: z.enum(LANGUAGES),
  });
}

export type InviteUserValues = z.input<ReturnType<typeof inviteUserSchema>>;
export type InviteUserRequest = z.output<ReturnType<typeof inviteUserSchema>>;
export const inviteUserDefaults = (language: Language): InviteUserValues => ({ email: '', name: '', role: 'office', language });
export const isInviteUserField = fieldGuard(inviteUserDefaults('en'));

/** Asking for a password reset link; yields POST /api/auth/password-reset's body. */
export function forgotPasswordSchema(language: Language) {
  return z.object({ email: staffEmailField(language) });
}

export type ForgotPasswordValues = z.input<ReturnType<typeof forgotPasswordSchema>>;
export const FORGOT_PASSWORD_DEFAULTS: ForgotPasswordValues = { email: '' };
export const isForgotPasswordField = fieldGuard(FORGOT_PASSWORD_DEFAULTS);
