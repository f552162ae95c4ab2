import { DomainError } from '../../../shared/domain/domain-error';

/** A page that has no photos to choose: not a service, brand or guide page of the page registry. */
export class PagePhotoPageNotFoundError extends DomainError {
  readonly kind = 'not-found';
  readonly code = 'PAGE_PHOTOS.PAGE_NOT_FOUND';
  constructor(message = 'No such service page.') {
    super(message);
  }
}
