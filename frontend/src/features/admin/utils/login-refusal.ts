import { STAFF_SESSION_CODES } from '@costa-sol/common';
import { ApiError } from '../../../lib/api-client';
import { errorCode } from '../../../lib/server-errors';

/**
 * What a refused sign-in means for the login page: the second step is needed (the password was right; ask for the
 * app's code, keeping e-mail and password), the code is wrong, the e-mail or password is wrong, too many attempts,
 * or anything else.
 */
type LoginRefusal = 'codeRequired' | 'codeWrong' | 'wrongCredentials' | 'tooMany' | 'failed';

export function loginRefusal(error: unknown): LoginRefusal {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 429) return 'tooMany';
  if (status !== 401) return 'failed';
  const code = errorCode(error);
  if (code === STAFF_SESSION_CODES.secondFactorRequired) return 'codeRequired';
  if (code === STAFF_SESSION_CODES.secondFactorWrong) return 'codeWrong';
  return 'wrongCredentials';
}
