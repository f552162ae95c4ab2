import { EMAIL_PATTERN, type Language, LEAD_FIELD_LIMITS } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import { adminText } from '../content/admin-text';
import { fieldGuard } from './qa-fields';

/** The login form; yields POST /api/auth/login's body. */
export function loginSchema(language: Language) {
  const v = adminText[language].validation;
  return z.object({
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, v.required),
        z.maxLength(LEAD_FIELD_LIMITS.email.max, v.max(LEAD_FIELD_LIMITS.email.max)),
        z.regex(EMAIL_PATTERN, v.email),
      ),
    password: z.string().check(z.minLength(1, v.required), z.maxLength(200, v.max(200))),
  });
}

export type LoginFormValues = z.input<ReturnType<typeof loginSchema>>;
export type LoginRequest = z.output<ReturnType<typeof loginSchema>>;
export const LOGIN_DEFAULTS: LoginFormValues = { email: '', password: '' };
export const isLoginField = fieldGuard(LOGIN_DEFAULTS);
