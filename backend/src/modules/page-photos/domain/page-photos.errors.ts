import { DomainError } from '../../../shared/domain/domain-error';

/** A page that has no photos to choose: not a service page of the route table. */
export class PagePhotoPageNotFoundError extends DomainError {
  readonly kind = 'not-found';
  readonly code = 'PAGE_PHOTOS.PAGE_NOT_FOUND';
  constructor() {
    super('No such service page.');
  }
}
