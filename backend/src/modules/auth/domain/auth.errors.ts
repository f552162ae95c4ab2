import {
  STAFF_AUTH_MESSAGES,
  STAFF_PASSWORD_MESSAGES,
  STAFF_SESSION_CODES,
  STAFF_SESSION_MESSAGES,
  type StaffPasswordProblem,
} from '@costa-sol/common';
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
  override readonly fieldError: { field: string; code: 'invalidInput' };
  constructor(field = 'currentPassword') {
    super(STAFF_AUTH_MESSAGES.en.currentPasswordWrong);
    this.fieldError = { field, code: 'invalidInput' };
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

/** The refresh cookie is missing, unknown, replayed, or its session has ended or run past the owner's limits. */
export class SessionEndedError extends DomainError {
  readonly code = STAFF_SESSION_CODES.sessionEnded;
  readonly kind = 'unauthorized';
  constructor() {
    super(STAFF_SESSION_MESSAGES.en.sessionEnded);
  }
}

/** The password was right; the account has two-step sign-in and no code came with it. */
export class SecondFactorRequiredError extends DomainError {
  readonly code = STAFF_SESSION_CODES.secondFactorRequired;
  readonly kind = 'unauthorized';
  constructor() {
    super(STAFF_SESSION_MESSAGES.en.secondFactorRequired);
  }
}

/** A wrong, stale or already used code at sign-in (it counts towards the account's lock like a wrong password). */
export class SecondFactorWrongError extends DomainError {
  readonly code = STAFF_SESSION_CODES.secondFactorWrong;
  readonly kind = 'unauthorized';
  constructor() {
    super(STAFF_SESSION_MESSAGES.en.secondFactorWrong);
  }
}

/** An owner without two-step sign-in while the owner's security settings require it. */
export class SecondFactorSetupRequiredError extends DomainError {
  readonly code = STAFF_SESSION_CODES.secondFactorSetupRequired;
  readonly kind = 'forbidden';
  constructor() {
    super(STAFF_SESSION_MESSAGES.en.secondFactorSetupRequired);
  }
}

/** A code that does not turn two-step sign-in on: wrong, or no enrolment started. */
export class SecondFactorCodeWrongError extends DomainError {
  readonly code = 'AUTH.SECOND_FACTOR_CODE_WRONG';
  readonly kind = 'invalid';
  override readonly fieldError = { field: 'code', code: 'secondFactorCodeWrong' } as const;
  constructor() {
    super('Some fields are not valid.');
  }
}

/** An owner turning two-step sign-in off while the security settings require it for owners. */
export class SecondFactorKeptError extends DomainError {
  readonly code = 'AUTH.SECOND_FACTOR_KEPT';
  readonly kind = 'conflict';
  constructor() {
    super(STAFF_SESSION_MESSAGES.en.secondFactorKeptForOwners);
  }
}

/** Requiring two-step sign-in for owners from an owner account that has none. */
export class SecondFactorOwnFirstError extends DomainError {
  readonly code = 'AUTH.SECOND_FACTOR_OWN_FIRST';
  readonly kind = 'invalid';
  override readonly fieldError = { field: 'requireSecondFactorForOwners', code: 'secondFactorOwnFirst' } as const;
  constructor() {
    super('Some fields are not valid.');
  }
}

export class DeviceSessionNotFoundError extends DomainError {
  readonly code = 'AUTH.SESSION_NOT_FOUND';
  readonly kind = 'not-found';
  constructor() {
    super(STAFF_SESSION_MESSAGES.en.sessionNotFound);
  }
}

/** Backup codes belong to two-step sign-in: a user without it on has none to regenerate. */
export class SecondFactorOffError extends DomainError {
  readonly code = 'AUTH.SECOND_FACTOR_OFF';
  readonly kind = 'conflict';
  constructor() {
    super('Two-step sign-in is off for this account: turn it on first.');
  }
}
