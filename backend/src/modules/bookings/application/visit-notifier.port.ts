import type { Visit } from '../domain/visit';

/** Port: the e-mails of a visit, queued in the caller's transaction (durable outbox). */
export abstract class VisitNotifier {
  /** The visitor's confirmation (with the calendar file and the manage link) and the notice to the office and the technician. */
  abstract booked(visit: Visit): Promise<void>;
  /** The visit's new time to the visitor (a new calendar file replaces the old), the office and the technician. */
  abstract moved(visit: Visit): Promise<void>;
  /** The cancellation to the visitor (the calendar file takes it off), the office and the technician. */
  abstract cancelled(visit: Visit): Promise<void>;
  /** The visitor's reminder the day before. */
  abstract reminder(visit: Visit): Promise<void>;
}
