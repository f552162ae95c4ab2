import { DomainError } from '../../../shared/domain/domain-error';

export class TestimonialNotFoundError extends DomainError {
  readonly code = 'TESTIMONIAL.NOT_FOUND';
  readonly kind = 'not-found';
  constructor() {
    super('No such testimonial.');
  }
}
