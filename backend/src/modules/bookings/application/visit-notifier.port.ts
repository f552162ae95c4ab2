import type { Visit } from '../domain/visit';

/** Port: the e-mails of a booked visit, queued in the caller's transaction (durable outbox). */
export abstract class VisitNotifier {
  /** The visitor's confirmation and the notice to the technician and the office. */
  abstract booked(visit: Visit): Promise<void>;
}
