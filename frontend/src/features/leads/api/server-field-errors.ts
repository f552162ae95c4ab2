import { type Language, VALIDATION_MESSAGES, type ValidationMessageCode } from '@costa-sol/common';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCode(value: unknown): value is ValidationMessageCode {
  return typeof value === 'string' && Object.hasOwn(VALIDATION_MESSAGES.en, value);
}

/** The `fieldErrors` of a 400 answer as [field, code] pairs; none for any other error. */
export function serverFieldErrors(error: unknown): [string, ValidationMessageCode][] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const body = error.json();
  if (!isRecord(body) || !isRecord(body.fieldErrors)) return [];
  return Object.entries(body.fieldErrors).flatMap(([field, fieldError]): [string, ValidationMessageCode][] =>
    isRecord(fieldError) && isCode(fieldError.code) ? [[field, fieldError.code]] : [],
  );
}

/**
 * Shows the server's verdict at the fields of the form, in the page's language (the code picks the message).
 * Fields the form does not have are skipped. Focus goes to the first field marked. Returns how many were marked.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  language: Language,
  isField: (field: string) => field is Path<T>,
  setError: UseFormSetError<T>,
): number {
  let marked = 0;
  for (const [field, code] of serverFieldErrors(error)) {
    if (!isField(field)) continue;
    setError(field, { type: 'server', message: VALIDATION_MESSAGES[language][code] }, { shouldFocus: marked === 0 });
    marked += 1;
  }
  return marked;
}
