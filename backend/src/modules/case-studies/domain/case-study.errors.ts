import { DomainError } from '../../../shared/domain/domain-error';

export class CaseStudyNotFoundError extends DomainError {
  readonly code = 'CASE_STUDY.NOT_FOUND';
  readonly kind = 'not-found';
  constructor() {
    super('No such case study.');
  }
}

/** The field at fault travels with the error so the admin form can show it there. */
export class CaseStudyCostsError extends DomainError {
  readonly code = 'CASE_STUDY.COST_AFTER_ABOVE_BEFORE';
  readonly kind = 'invalid';
  override readonly fieldError = { field: 'afterEnergyCost', code: 'costAfterAboveBefore' } as const;
  constructor() {
    super('The energy cost after cannot be higher than the cost before.');
  }
}

export class CaseStudyListsMismatchError extends DomainError {
  readonly code = 'CASE_STUDY.LISTS_MISMATCH';
  readonly kind = 'invalid';
  override readonly fieldError: { field: string; code: 'listMismatch' };
  constructor(field: 'beforeIssuesEs' | 'afterBenefitsEs') {
    super('The Spanish list needs as many lines as the English one.');
    this.fieldError = { field, code: 'listMismatch' };
  }
}
