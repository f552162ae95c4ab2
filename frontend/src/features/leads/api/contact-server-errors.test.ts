import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isContactField } from '../schemas/contact-schema';
import { applyServerFieldErrors, serverFieldErrors } from '../../../lib/server-errors';

const validationBody = JSON.stringify({
  statusCode: 400,
  error: 'Bad Request',
  message: 'Some fields are not valid.',
  fieldErrors: {
    email: { code: 'emailInvalid', message: 'Please enter a valid email address' },
    message: { code: 'messageMin', message: 'Message must be at least 10 characters' },
    pagePath: { code: 'invalidInput', message: 'Invalid input' },
    phone: { code: 'made-up', message: '?' },
  },
});

describe('serverFieldErrors', () => {
  it('reads the codes of a 400 answer', () => {
    expect(serverFieldErrors(new ApiError(400, validationBody, 'Bad Request'))).toEqual([
      ['email', 'emailInvalid'],
      ['message', 'messageMin'],
      ['pagePath', 'invalidInput'],
    ]);
  });

  it('finds nothing in other errors', () => {
    expect(serverFieldErrors(new ApiError(500, validationBody, 'Internal Server Error'))).toEqual([]);
    expect(serverFieldErrors(new ApiError(400, 'not json', 'Bad Request'))).toEqual([]);
    expect(serverFieldErrors(new ApiError(400, '{"fieldErrors":[]}', 'Bad Request'))).toEqual([]);
    expect(serverFieldErrors(new TypeError('Failed to fetch'))).toEqual([]);
  });
});

describe('applyServerFieldErrors', () => {
  it("marks the form's own fields in the page's language and focuses the first", () => {
    const setError = vi.fn();
    const marked = applyServerFieldErrors(new ApiError(400, validationBody, 'Bad Request'), 'es', isContactField, setError);
    expect(marked).toBe(2);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Introduce un correo electrónico válido' }, { shouldFocus: true }],
      ['message', { type: 'server', message: 'El mensaje debe tener al menos 10 caracteres' }, { shouldFocus: false }],
    ]);
  });
});
