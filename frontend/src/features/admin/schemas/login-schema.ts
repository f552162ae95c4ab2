import { EMAIL_PATTERN, type Language, LEAD_FIELD_LIMITS } from '@costa-sol/common';
import { z } from 'zod';
import { adminText } from '../content/admin-text';
import { fieldGuard } from './qa-fields';

/** The login form; yields POST /api/auth/login's body. */
export function loginSchema(language: Language) {
  const v = adminText[language].validation;
  return z.object({
    email: z.string().trim().min(1, v.required).max(LEAD_FIELD_LIMITS.email.max, v.max(LEAD_FIELD_LIMITS.email.max)).regex(EMAIL_PATTERN, v.email),
    password: z.string().min(1, v.required).max(200, v.max(200)),
  });
}

export type LoginFormValues = z.input<ReturnType<typeof loginSchema>>;
export type LoginRequest = z.output<ReturnType<typeof loginSchema>>;
export const LOGIN_DEFAULTS: LoginFormValues = { email: '', password: '' };
export const isLoginField = fieldGuard(LOGIN_DEFAULTS);
