import { DomainError } from '../../../../shared/domain/domain-error';

/** Working hours that overlap on one weekday, or that end before they start. */
export class WorkingHoursInvalidError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'BOOKINGS.HOURS_INVALID';
  override readonly fieldError = { field: 'hours', code: 'invalidInput' } as const;
  constructor() {
    super('Working hours must end after they start and must not overlap on the same day.');
  }
}

/** A technician id that is not an active staff user. */
export class TechnicianUnknownError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'BOOKINGS.TECHNICIAN_UNKNOWN';
  override readonly fieldError = { field: 'technicianId', code: 'invalidOption' } as const;
  constructor() {
    super('No such active staff user.');
  }
}

/** A town slug in the rules that no town page has. */
export class RulesTownUnknownError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'BOOKINGS.TOWN_UNKNOWN';
  override readonly fieldError: { field: string; code: 'invalidOption' };
  constructor(field: 'appointmentOnlyTowns' | 'unservedTowns') {
    super('No such town.');
    this.fieldError = { field, code: 'invalidOption' };
  }
}

/** Changing a visit that is already done, a no-show or cancelled. */
export class VisitClosedError extends DomainError {
  readonly kind = 'conflict';
  readonly code = 'BOOKINGS.VISIT_CLOSED';
  constructor() {
    super('Only a booked visit can be moved, reassigned or closed.');
  }
}

export class DayOffNotFoundError extends DomainError {
  readonly kind = 'not-found';
  readonly code = 'BOOKINGS.DAY_OFF_NOT_FOUND';
  constructor() {
    super('No such day off.');
  }
}

/** A lead id that names no lead. */
export class LeadUnknownError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'BOOKINGS.LEAD_UNKNOWN';
  override readonly fieldError = { field: 'leadId', code: 'notFound' } as const;
  constructor() {
    super('No such lead.');
  }
}

/** A day off whose last day comes before its first. */
export class DayOffRangeError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'BOOKINGS.DAY_OFF_RANGE';
  override readonly fieldError = { field: 'lastDay', code: 'invalidInput' } as const;
  constructor() {
    super('The last day off comes before the first.');
  }
}
