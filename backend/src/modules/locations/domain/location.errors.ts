import { DomainError } from '../../../shared/domain/domain-error';

export class LocationNotFoundError extends DomainError {
  readonly code = 'LOCATION.NOT_FOUND';
  readonly kind = 'not-found';
  constructor() {
    super('No such town or page.');
  }
}
