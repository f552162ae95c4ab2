import { DomainError } from '../../../shared/domain/domain-error';

export class QaCategoryNotFoundError extends DomainError {
  readonly code = 'QA.CATEGORY_NOT_FOUND';
  readonly kind = 'not-found';
  constructor() {
    super('No such Q&A category.');
  }
}

export class QaPageNotFoundError extends DomainError {
  readonly code = 'QA.PAGE_NOT_FOUND';
  readonly kind = 'not-found';
  constructor() {
    super('No such Q&A page.');
  }
}

/** The field that clashes travels with the error so the admin form can show it there. */
export class QaSlugTakenError extends DomainError {
  readonly code = 'QA.SLUG_TAKEN';
  readonly kind = 'conflict';
  override readonly fieldError = { field: 'slug', code: 'slugTaken' } as const;
  constructor(scope: 'category' | 'page') {
    super(scope === 'category' ? 'Another category already uses this slug.' : 'Another page in this category already uses this slug.');
  }
}

export class QaCategoryNotEmptyError extends DomainError {
  readonly code = 'QA.CATEGORY_NOT_EMPTY';
  readonly kind = 'conflict';
  constructor(pageCount: number) {
    super(`This category still has ${pageCount} page${pageCount === 1 ? '' : 's'}. Move or delete them before deleting the category.`);
  }
}
