import { DomainError } from '../../../shared/domain/domain-error';

export class InvalidCredentialsError extends DomainError {
  readonly code = 'AUTH.INVALID_CREDENTIALS';
  readonly kind = 'unauthorized';
  constructor() {
    super('The e-mail or password is not correct.');
  }
}

export class StaffUserNotFoundError extends DomainError {
  readonly code = 'AUTH.USER_NOT_FOUND';
  readonly kind = 'not-found';
  constructor() {
    super('No such user.');
  }
}
