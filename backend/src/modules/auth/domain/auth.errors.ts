import { STAFF_AUTH_MESSAGES, STAFF_PASSWORD_MESSAGES, type StaffPasswordProblem } from '@costa-sol/common';
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

export class StaffEmailTakenError extends DomainError {
  readonly code = 'AUTH.EMAIL_TAKEN';
  readonly kind = 'conflict';
  constructor() {
    super(STAFF_AUTH_MESSAGES.en.emailTaken);
  }
}

/** A change that would leave no active owner (demoting or disabling the last one). */
export class LastOwnerError extends DomainError {
  readonly code = 'AUTH.LAST_OWNER';
  readonly kind = 'conflict';
  constructor() {
    super(STAFF_AUTH_MESSAGES.en.lastOwner);
  }
}

export class NotInvitedError extends DomainError {
  readonly code = 'AUTH.NOT_INVITED';
  readonly kind = 'conflict';
  constructor() {
    super(STAFF_AUTH_MESSAGES.en.notInvited);
  }
}

/** An invitation or reset link that is unknown, expired, replaced or already used: all look the same. */
export class LinkExpiredError extends DomainError {
  readonly code = 'AUTH.LINK_EXPIRED';
  readonly kind = 'gone';
  constructor() {
    super(STAFF_AUTH_MESSAGES.en.linkExpired);
  }
}

export class PasswordRefusedError extends DomainError {
  readonly code = 'AUTH.PASSWORD_REFUSED';
  readonly kind = 'invalid';
  override readonly fieldError: { field: string; code: StaffPasswordProblem; message: string };
  constructor(field: string, problem: StaffPasswordProblem) {
    super('Some fields are not valid.');
    this.fieldError = { field, code: problem, message: STAFF_PASSWORD_MESSAGES.en[problem] };
  }
}

export class CurrentPasswordWrongError extends DomainError {
  readonly code = 'AUTH.CURRENT_PASSWORD_WRONG';
  readonly kind = 'invalid';
  override readonly fieldError = { field: 'currentPassword', code: 'invalidInput' } as const;
  constructor() {
    super(STAFF_AUTH_MESSAGES.en.currentPasswordWrong);
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
