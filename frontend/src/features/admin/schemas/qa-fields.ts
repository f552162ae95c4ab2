import { ADMIN_FORM_MESSAGES, type Language, VALIDATION_MESSAGES } from '@costa-sol/common';
import { z } from '../../../lib/zod';

/**
 * Rules shared by the admin's forms, from the shared limits and messages of @costa-sol/common (the API checks the
 * same limits; "Required", the e-mail and slug messages are the very words it sends).
 */
export function requiredText(language: Language, { min, max }: { min: number; max: number }) {
  const m = ADMIN_FORM_MESSAGES[language];
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, VALIDATION_MESSAGES[language].required),
      z.minLength(min, m.textMin(min)),
      z.maxLength(max, m.textMax(max)),
    );
}

export function optionalText(language: Language, max: number) {
  return z.string().check(z.trim(), z.maxLength(max, ADMIN_FORM_MESSAGES[language].textMax(max)));
}

/** A type guard from a form's default values: is this (server) field one of the form's? */
export function fieldGuard<T extends object>(defaults: T) {
  return (field: string): field is Extract<keyof T, string> => Object.hasOwn(defaults, field);
}
