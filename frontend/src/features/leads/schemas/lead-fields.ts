import {
  EMAIL_PATTERN,
  type Language,
  LEAD_FIELD_LIMITS,
  MULTI_LINE_TEXT_PATTERN,
  PHONE_PATTERN,
  SINGLE_LINE_TEXT_PATTERN,
  VALIDATION_MESSAGES,
} from '@costa-sol/common';
import { z } from '../../../lib/zod';

/**
 * The field rules both forms share, built from the shared limits and patterns (the API checks the same ones, in
 * the same order, so the first message a field shows is the one the server would report).
 */
type ValidationMessages = (typeof VALIDATION_MESSAGES)[Language];

const { name, email, phone } = LEAD_FIELD_LIMITS;

/** No control or bidirectional-control characters, and no line breaks unless `multiline` (as the API). */
export function allowedCharacters(m: ValidationMessages, multiline = false) {
  return z.regex(multiline ? MULTI_LINE_TEXT_PATTERN : SINGLE_LINE_TEXT_PATTERN, m.invalidCharacters);
}

export function personName(tooShort: string, m: ValidationMessages) {
  return z.string().check(z.trim(), allowedCharacters(m), z.minLength(name.min, tooShort), z.maxLength(name.max, m.tooLong));
}

export function emailAddress(m: ValidationMessages) {
  return z.string().check(z.trim(), z.maxLength(email.max, m.tooLong), z.regex(EMAIL_PATTERN, m.emailInvalid));
}

export function phoneNumber(m: ValidationMessages) {
  return z
    .string()
    .check(z.trim(), z.minLength(phone.min, m.phoneInvalid), z.maxLength(phone.max, m.tooLong), z.regex(PHONE_PATTERN, m.phoneInvalid));
}

/** A select that must be answered: the empty choice fails with `message`. */
export function requiredChoice<const T extends readonly string[]>(values: T, message: string) {
  return z.pipe(z.string().check(z.trim()), z.enum(values, { error: message }));
}

/** A select that may stay on its empty choice, which means "not chosen" and becomes undefined. */
export function optionalChoice<const T extends readonly string[]>(values: T, m: ValidationMessages) {
  return z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((value: string) => value || undefined),
    ),
    z.optional(z.enum(values, { error: m.invalidOption })),
  );
}

/** Optional free text, line breaks allowed: empty becomes undefined. */
export function optionalText(max: number, m: ValidationMessages) {
  return z.pipe(
    z.string().check(z.trim(), allowedCharacters(m, true), z.maxLength(max, m.tooLong)),
    z.transform((value: string) => value || undefined),
  );
}

/** The same object without its undefined entries, so optional values left empty are not sent at all. */
export function omitUndefined<T extends object>(value: T): T {
  const entries = Object.entries(value).filter(([, entry]) => entry !== undefined);
  return Object.fromEntries(entries) as T;
}
