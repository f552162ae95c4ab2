import { DomainError } from '../../../shared/domain/domain-error';

export class InvalidCredentialsError extends DomainError {
  readonly code = 'AUTH.INVALID_CREDENTIALS';
  readonly kind = 'unauthorized';
  constructor() {
    super('The e-mail or password is not correct.');
  }
}

/** Too many wrong passwords for one account, from wherever they came: it is locked for a while. */
export class AccountLockedError extends DomainError {
  readonly code = 'AUTH.ACCOUNT_LOCKED';
  readonly kind = 'too-many-requests';
  constructor(override readonly retryAfterSeconds: number) {
    super('Too many failed sign-ins for this account. Please wait and try again, or reset your password.');
  }
}
