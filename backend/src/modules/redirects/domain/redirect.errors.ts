import { DomainError } from '../../../shared/domain/domain-error';

export class RedirectNotFoundError extends DomainError {
  readonly code = 'REDIRECTS.NOT_FOUND';
  readonly kind = 'not-found';
  constructor() {
    super('No such redirect.');
  }
}

export class RedirectSamePathError extends DomainError {
  readonly code = 'REDIRECTS.SAME_PATH';
  readonly kind = 'invalid';
  override readonly fieldError = { field: 'toPath', code: 'redirectSamePath' } as const;
  constructor() {
    super('The new path must differ from the old one.');
  }
}

/** The new path already leads back to the old one (directly or through a chain): visitors would bounce forever. */
export class RedirectLoopError extends DomainError {
  readonly code = 'REDIRECTS.LOOP';
  readonly kind = 'invalid';
  override readonly fieldError = { field: 'toPath', code: 'redirectLoop' } as const;
  constructor() {
    super('This would make a loop: the new path already leads back to the old one.');
  }
}

/** A page renders at the old path today: a redirect there would hide it. */
export class RedirectPathOwnedError extends DomainError {
  readonly code = 'REDIRECTS.PATH_OWNED';
  readonly kind = 'invalid';
  override readonly fieldError = { field: 'fromPath', code: 'redirectPathOwned' } as const;
  constructor() {
    super('A page of the site lives at this path: a redirect would hide it.');
  }
}

export class RedirectTakenError extends DomainError {
  readonly code = 'REDIRECTS.TAKEN';
  readonly kind = 'conflict';
  override readonly fieldError = { field: 'fromPath', code: 'redirectTaken' } as const;
  constructor() {
    super('This old path already has a redirect: delete that one first.');
  }
}
