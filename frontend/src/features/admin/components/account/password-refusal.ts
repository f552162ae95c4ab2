import { type Language, STAFF_PASSWORD_MESSAGES, STAFF_PASSWORD_PROBLEMS, type StaffPasswordProblem } from '@costa-sol/common';
import { ApiError } from '../../../../lib/api-client';

function isProblem(value: unknown): value is StaffPasswordProblem {
  return typeof value === 'string' && (STAFF_PASSWORD_PROBLEMS as readonly string[]).includes(value);
}

/**
 * The words for a password the API refused by a rule of its own (the strength estimate only it runs, or any shared
 * rule), from a 400 whose fieldErrors[field].code names the rule; undefined for any other answer.
 */
export function passwordRefusal(error: unknown, field: string, language: Language): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const body = error.json();
  if (typeof body !== 'object' || body === null || !('fieldErrors' in body)) return undefined;
  const fieldErrors = body.fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null || !(field in fieldErrors)) return undefined;
  const fieldError: unknown = (fieldErrors as Record<string, unknown>)[field];
  const code = typeof fieldError === 'object' && fieldError !== null && 'code' in fieldError ? fieldError.code : undefined;
  return isProblem(code) ? STAFF_PASSWORD_MESSAGES[language][code] : undefined;
}

/** The status of a refused request (0 when it never reached the server). */
export const statusOf = (error: unknown): number => (error instanceof ApiError ? error.status : 0);
