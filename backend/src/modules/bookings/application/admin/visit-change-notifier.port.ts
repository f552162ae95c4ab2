import type { Visit } from '../../domain/visit';

/** Port: tells the visitor their visit's new time or technician, queued in the caller's transaction (durable outbox). */
export abstract class VisitChangeNotifier {
  abstract moved(visit: Visit): Promise<void>;
}
