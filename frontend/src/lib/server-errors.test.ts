import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerFieldErrors, errorCode, serverFieldErrors, serverMessage } from './server-errors';

const conflict = new ApiError(
  409,
  JSON.stringify({
    statusCode: 409,
    error: 'Conflict',
    message: 'Another category already uses this slug.',
    code: 'QA.SLUG_TAKEN',
    fieldErrors: { slug: { code: 'slugTaken', message: 'This slug is already in use' } },
  }),
  'Conflict',
);

describe('admin server errors', () => {
  it('reads field errors of validation and conflict answers', () => {
    expect(serverFieldErrors(conflict)).toEqual([['slug', 'slugTaken']]);
    const invalid = new ApiError(
      400,
      JSON.stringify({ fieldErrors: { nameEn: { code: 'textTooShort' }, other: { code: 'made-up' } } }),
      'Bad Request',
    );
    expect(serverFieldErrors(invalid)).toEqual([['nameEn', 'textTooShort']]);
    expect(serverFieldErrors(new ApiError(500, conflict.bodyText, 'Internal Server Error'))).toEqual([]);
    expect(serverFieldErrors(new TypeError('Failed to fetch'))).toEqual([]);
  });

  it('marks the field in the admin language and focuses it', () => {
    const setError = vi.fn();
    const isField = (field: string): field is 'slug' => field === 'slug';
    expect(applyServerFieldErrors(conflict, 'es', isField, setError)).toBe(1);
    expect(setError).toHaveBeenCalledWith('slug', { type: 'server', message: 'Este slug ya está en uso' }, { shouldFocus: true });
  });

  it("gives the refusal's code and message", () => {
    expect(errorCode(conflict)).toBe('QA.SLUG_TAKEN');
    expect(serverMessage(conflict)).toBe('Another category already uses this slug.');
    expect(serverMessage(new ApiError(502, '<html>', 'Bad Gateway'))).toBeUndefined();
  });
});
