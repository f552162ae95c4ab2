import { DomainError } from '../../../shared/domain/domain-error';

export class LeadNotFoundError extends DomainError {
  readonly code = 'LEAD.NOT_FOUND';
  readonly kind = 'not-found';
  constructor() {
    super('No such lead.');
  }
}
