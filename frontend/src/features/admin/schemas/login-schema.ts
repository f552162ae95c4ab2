import {
  ADMIN_FIELD_LIMITS,
  ADMIN_FORM_MESSAGES,
  EMAIL_PATTERN,
  type Language,
  STAFF_FIELD_LIMITS,
  VALIDATION_MESSAGES,
} from '@costa-sol/common';
import { z } from '../../../lib/zod';
import { fieldGuard } from './qa-fields';

const EMAIL_MAX = STAFF_FIELD_LIMITS.email.max;
const PASSWORD_MAX = ADMIN_FIELD_LIMITS.password.max;

/** A staff e-mail address: the same rule as the login's (trimmed; the API compares it lowercased). */
export function staffEmailField(language: Language) {
  const v = VALIDATION_MESSAGES[language];
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, v.required),
      z.maxLength(EMAIL_MAX, ADMIN_FORM_MESSAGES[language].textMax(EMAIL_MAX)),
      z.regex(EMAIL_PATTERN, v.emailInvalid),
    );
}

/** The login form; yields POST /api/auth/login's body. */
export function loginSchema(language: Language) {
  const v = VALIDATION_MESSAGES[language];
  const m = ADMIN_FORM_MESSAGES[language];
  return z.object({
    email: staffEmailField(language),
    password: z.string().check(z.minLength(1, v.required), z.maxLength(PASSWORD_MAX, m.textMax(PASSWORD_MAX))),
  });
}

export type LoginFormValues = z.input<ReturnType<typeof loginSchema>>;
export type LoginRequest = z.output<ReturnType<typeof loginSchema>>;
export const LOGIN_DEFAULTS: LoginFormValues = { email: '', password: '' };
export const isLoginField = fieldGuard(LOGIN_DEFAULTS);
