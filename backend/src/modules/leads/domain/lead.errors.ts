import type { LeadStageFigure } from '@costa-sol/common';
import { DomainError } from '../../../shared/domain/domain-error';

export class LeadNotFoundError extends DomainError {
  readonly code = 'LEAD.NOT_FOUND';
  readonly kind = 'not-found';
  constructor() {
    super('No such lead.');
  }
}

/** An assignee who is not a staff user, or is disabled. */
export class LeadAssigneeInvalidError extends DomainError {
  readonly code = 'LEAD.ASSIGNEE_INVALID';
  readonly kind = 'invalid';
  override readonly fieldError = { field: 'userId', code: 'invalidOption' } as const;
  constructor() {
    super('Choose a staff user who is not disabled.');
  }
}

/** A stage change without the figure its stage asks for, or with one another stage asks for. */
export class LeadStageFigureError extends DomainError {
  readonly code = 'LEAD.STAGE_FIGURE_INVALID';
  readonly kind = 'invalid';
  override readonly fieldError: { field: LeadStageFigure; code: 'required' | 'unknownField' };
  constructor(problem: { field: LeadStageFigure; code: 'required' | 'unknownField' }) {
    super(problem.code === 'required' ? `This stage needs ${problem.field}.` : `This stage does not take ${problem.field}.`);
    this.fieldError = problem;
  }
}

/** A page cursor the inbox did not give (edited, or from another version). */
export class LeadCursorInvalidError extends DomainError {
  readonly code = 'LEAD.CURSOR_INVALID';
  readonly kind = 'invalid';
  override readonly fieldError = { field: 'cursor', code: 'invalidInput' } as const;
  constructor() {
    super('This page cursor is not valid; start again from the first page.');
  }
}

/** A statistics period whose start is after its end, or longer than allowed. */
export class InvalidStatsPeriodError extends DomainError {
  readonly code = 'LEAD.STATS_PERIOD_INVALID';
  readonly kind = 'invalid';
  override readonly fieldError: { field: 'from' | 'to'; code: 'invalidInput' };
  constructor(field: 'from' | 'to', message: string) {
    super(message);
    this.fieldError = { field, code: 'invalidInput' };
  }
}

/** An Idempotency-Key already used, within the day, for a request with another body or on the other form. */
export class IdempotencyKeyReusedError extends DomainError {
  readonly code = 'LEAD.IDEMPOTENCY_KEY_REUSED';
  readonly kind = 'unprocessable';
  constructor() {
    super('This Idempotency-Key was used for a different request; send a new key with a new submission.');
  }
}
