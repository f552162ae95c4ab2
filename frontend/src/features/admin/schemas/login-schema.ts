import {
  ADMIN_FIELD_LIMITS,
  ADMIN_FORM_MESSAGES,
  EMAIL_PATTERN,
  type Language,
  SECOND_FACTOR,
  STAFF_FIELD_LIMITS,
  STAFF_SESSION_MESSAGES,
  VALIDATION_MESSAGES,
} from '@costa-sol/common';
import { z } from '../../../lib/zod';
import type { LoginBody } from '../api/api-types';
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

const CODE_PATTERN = new RegExp(`^\\d{${SECOND_FACTOR.digits}}$`);

/** The authenticator app's code, as the app shows it ("123 456" too): its digits, exactly six of them. */
export function secondFactorCodeField(language: Language) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((typed: string) => typed.replace(/\s/g, '')),
    ),
    z.string().check(z.regex(CODE_PATTERN, STAFF_SESSION_MESSAGES[language].secondFactorRequired)),
  );
}

/** A backup code as typed: 16 letters and digits of Crockford's base32, with or without dashes or spaces. */
const BACKUP_CODE_PATTERN = /^[0-9A-Za-z]{16}$/;

/**
 * Sign-in's second step: the app's six digits, or one of the backup codes in their place (sent as `backupCode`).
 */
function secondStepField(language: Language) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((typed: string) => typed.replace(/[\s-]/g, '')),
    ),
    z
      .string()
      .check(
        z.refine(
          (code: string) => CODE_PATTERN.test(code) || BACKUP_CODE_PATTERN.test(code),
          STAFF_SESSION_MESSAGES[language].secondFactorRequired,
        ),
      ),
  );
}

/** The app's code goes as `code`, anything else the field took as `backupCode`. */
export function loginBody(request: LoginRequest): LoginBody {
  const { code, ...credentials } = request;
  if (code === undefined) return credentials;
  return CODE_PATTERN.test(code) ? { ...credentials, code } : { ...credentials, backupCode: code };
}

/**
 * The login form; yields POST /api/auth/login's body (through loginBody). `withCode` once the server has asked for the second step
 * (AUTH.SECOND_FACTOR_REQUIRED): the code is then required; before, it is not sent.
 */
export function loginSchema(language: Language, withCode: boolean) {
  const v = VALIDATION_MESSAGES[language];
  const m = ADMIN_FORM_MESSAGES[language];
  return z.object({
    email: staffEmailField(language),
    password: z.string().check(z.minLength(1, v.required), z.maxLength(PASSWORD_MAX, m.textMax(PASSWORD_MAX))),
    code: withCode
      ? secondStepField(language)
      : z.pipe(
          z.string(),
          z.transform((): undefined => undefined),
        ),
  });
}

export type LoginFormValues = z.input<ReturnType<typeof loginSchema>>;
export type LoginRequest = z.output<ReturnType<typeof loginSchema>>;
export const LOGIN_DEFAULTS: LoginFormValues = { email: '', password: '', code: '' };
export const isLoginField = fieldGuard(LOGIN_DEFAULTS);
