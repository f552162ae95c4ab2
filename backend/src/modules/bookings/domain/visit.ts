import type { Language, VisitKind, VisitSource, VisitStatus } from '@costa-sol/common';

/** The person a visit is for, as they gave themselves (or the office typed). */
export interface VisitContact {
  name: string;
  /** '' when the office booked the visit for someone without an e-mail address. */
  email: string;
  phone: string;
  address: string;
  notes: string;
  language: Language;
}

/** A visit in a technician's calendar. */
export interface Visit {
  id: string;
  leadId: string | null;
  technicianId: string;
  kind: VisitKind;
  /** The town's English slug. */
  town: string;
  start: Date;
  end: Date;
  /** The end of the travel buffer: no other visit of the technician may start before it. */
  blockedUntil: Date;
  status: VisitStatus;
  source: VisitSource;
  contact: VisitContact;
  reminderSentAt: Date | null;
  /** Raised on each move or cancellation (the calendar file's SEQUENCE). */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The same person asking again for the same time: the retry of a booking, answered with the first one. */
export function isSameBooking(visit: Visit, request: { kind: VisitKind; start: Date; email: string }): boolean {
  return (
    visit.kind === request.kind &&
    visit.start.getTime() === request.start.getTime() &&
    visit.contact.email.toLowerCase() === request.email.toLowerCase() &&
    visit.status !== 'cancelled'
  );
}
