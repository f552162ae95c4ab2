import { DomainError } from '../../../shared/domain/domain-error';

/** The time went to another booking between the visitor seeing it and booking it (or two booked it at once). */
export class VisitTimeTakenError extends DomainError {
  readonly kind = 'conflict';
  readonly code = 'BOOKINGS.SLOT_TAKEN';
  override readonly fieldError = { field: 'start', code: 'slotTaken' } as const;
  constructor() {
    super('That time was just booked by someone else.');
  }
}

/** A start the office does not offer: off the grid, outside working hours, too soon or too far ahead. */
export class VisitTimeNotOfferedError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'BOOKINGS.SLOT_NOT_OFFERED';
  override readonly fieldError = { field: 'start', code: 'slotNotOffered' } as const;
  constructor() {
    super('This time is not offered.');
  }
}

/** A town whose visits are arranged by phone, or not served. */
export class VisitTownNotBookableError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'BOOKINGS.TOWN_NOT_BOOKABLE';
  override readonly fieldError: { field: string; code: 'townUnserved' | 'townAppointmentOnly' };
  constructor(reason: 'appointment-only' | 'unserved') {
    super(reason === 'unserved' ? 'This town is not served.' : 'Visits to this town are arranged by phone.');
    this.fieldError = { field: 'town', code: reason === 'unserved' ? 'townUnserved' : 'townAppointmentOnly' } as const;
  }
}

export class VisitNotFoundError extends DomainError {
  readonly kind = 'not-found';
  readonly code = 'BOOKINGS.NOT_FOUND';
  constructor() {
    super('No such visit.');
  }
}

/** A manage link that is altered, expired or for a visit that no longer exists. */
export class VisitLinkInvalidError extends DomainError {
  readonly kind = 'not-found';
  readonly code = 'BOOKINGS.LINK_INVALID';
  constructor() {
    super('This link is not valid or has expired. Call us to change your visit.');
  }
}

/** A visit already cancelled, done, or started: it can no longer be moved or cancelled online. */
export class VisitNotChangeableError extends DomainError {
  readonly kind = 'conflict';
  readonly code = 'BOOKINGS.NOT_CHANGEABLE';
  constructor() {
    super('This visit can no longer be changed online. Call us.');
  }
}
