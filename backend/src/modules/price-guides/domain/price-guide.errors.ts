import { DomainError } from '../../../shared/domain/domain-error';

/** A price guide asked for a page that is not a service page of the route table. */
export class PriceGuideServiceNotFoundError extends DomainError {
  readonly kind = 'not-found';
  readonly code = 'PRICE_GUIDES.SERVICE_NOT_FOUND';
  constructor() {
    super('No such service page.');
  }
}

/** A price guide removed or asked for that the service does not have. */
export class PriceGuideNotFoundError extends DomainError {
  readonly kind = 'not-found';
  readonly code = 'PRICE_GUIDES.NOT_FOUND';
  constructor() {
    super('This service has no price guide.');
  }
}
