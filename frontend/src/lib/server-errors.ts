import { type Language, VALIDATION_MESSAGES, type ValidationMessageCode } from '@costa-sol/common';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCode(value: unknown): value is ValidationMessageCode {
  return typeof value === 'string' && Object.hasOwn(VALIDATION_MESSAGES.en, value);
}

/** The `fieldErrors` of a 400 (validation) or 409 (slug taken) answer as [field, code] pairs. */
export function serverFieldErrors(error: unknown): [string, ValidationMessageCode][] {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return [];
  const body = error.json();
  if (!isRecord(body) || !isRecord(body.fieldErrors)) return [];
  return Object.entries(body.fieldErrors).flatMap(([field, fieldError]): [string, ValidationMessageCode][] =>
    isRecord(fieldError) && isCode(fieldError.code) ? [[field, fieldError.code]] : [],
  );
}

/**
 * The server's verdict shows at the form's fields, in the page's
 * language (the code picks the message); fields the form lacks are skipped, focus goes to the first. Returns how many were marked.
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

/** The stable code of a refused request (e.g. QA.CATEGORY_NOT_EMPTY), if the answer has one. */
export function errorCode(error: unknown): string | undefined {
  const body = error instanceof ApiError ? error.json() : undefined;
  return isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
}

/** The server's own explanation of a refusal (its `message`), if the answer has one. */
export function serverMessage(error: unknown): string | undefined {
  const body = error instanceof ApiError ? error.json() : undefined;
  return isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}
