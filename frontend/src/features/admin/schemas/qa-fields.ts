import { type Language, QA_FIELD_LIMITS, SLUG_PATTERN, VALIDATION_MESSAGES } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import { adminText } from '../content/admin-text';

/** Rules shared by the admin's forms, from the shared limits (the API checks the same ones). */
export function requiredText(language: Language, { min, max }: { min: number; max: number }) {
  const v = adminText[language].validation;
  return z.string().check(z.trim(), z.minLength(1, v.required), z.minLength(min, v.min(min)), z.maxLength(max, v.max(max)));
}

export function optionalText(language: Language, max: number) {
  return z.string().check(z.trim(), z.maxLength(max, adminText[language].validation.max(max)));
}

export function slugField(language: Language) {
  return requiredText(language, QA_FIELD_LIMITS.slug).check(z.regex(SLUG_PATTERN, VALIDATION_MESSAGES[language].slugInvalid));
}

/** A type guard from a form's default values: is this (server) field one of the form's? */
export function fieldGuard<T extends object>(defaults: T) {
  return (field: string): field is Extract<keyof T, string> => Object.hasOwn(defaults, field);
}
