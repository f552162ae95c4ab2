import { DomainError } from '../../../shared/domain/domain-error';

/** The field that makes the slug travels with the error, so the admin form can show it there. */
export class TownSlugTakenError extends DomainError {
  readonly code = 'TOWN.SLUG_TAKEN';
  readonly kind = 'conflict';
  override readonly fieldError;
  constructor(field: 'name' | 'nameEn' | 'slugEn' | 'slugEs') {
    super('Another town already uses this slug.');
    this.fieldError = { field, code: 'slugTaken' } as const;
  }
}

/** A name from which no slug can be made (no letters or digits). */
export class TownSlugInvalidError extends DomainError {
  readonly code = 'TOWN.SLUG_INVALID';
  readonly kind = 'invalid';
  override readonly fieldError;
  constructor(field: 'name' | 'nameEn' | 'slugEn' | 'slugEs') {
    super('No valid slug can be made for this town.');
    this.fieldError = { field, code: 'slugInvalid' } as const;
  }
}
