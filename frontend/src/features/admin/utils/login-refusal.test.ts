import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { LOGIN_DEFAULTS, loginSchema } from '../schemas/login-schema';
import { loginRefusal } from './login-refusal';

const refused = (status: number, body: object = {}) => new ApiError(status, JSON.stringify(body), '');

describe("the login page's second step", () => {
  it('asks for the code when the password was right and the account has two-step sign-in', () => {
    expect(loginRefusal(refused(401, { code: 'AUTH.SECOND_FACTOR_REQUIRED' }))).toBe('codeRequired');
    expect(loginRefusal(refused(401, { code: 'AUTH.SECOND_FACTOR_WRONG' }))).toBe('codeWrong');
    expect(loginRefusal(refused(401, { code: 'AUTH.INVALID_CREDENTIALS' }))).toBe('wrongCredentials');
    expect(loginRefusal(refused(401))).toBe('wrongCredentials');
    expect(loginRefusal(refused(429))).toBe('tooMany');
    expect(loginRefusal(refused(500))).toBe('failed');
    expect(loginRefusal(new TypeError('offline'))).toBe('failed');
  });

  it('sends no code before the server asks for one', () => {
    const parsed = loginSchema('en', false).safeParse({ ...LOGIN_DEFAULTS, email: 'ana@example.com', password: 'secret', code: '12' });
    expect(parsed.success && parsed.data).toEqual({ email: 'ana@example.com', password: 'secret', code: undefined });
  });

  it('then requires the six digits, spaces as the app shows them allowed', () => {
    const schema = loginSchema('es', true);
    const withCode = (code: string) => schema.safeParse({ email: 'ana@example.com', password: 'secret', code });
    const accepted = withCode(' 123 456 ');
    expect(accepted.success && accepted.data.code).toBe('123456');
    for (const code of ['', '12345', '1234567', 'abcdef']) {
      const result = withCode(code);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Introduce el código de 6 cifras de tu aplicación de autenticación.');
    }
  });
});
