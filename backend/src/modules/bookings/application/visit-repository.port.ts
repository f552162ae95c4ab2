import type { VisitRules } from '@costa-sol/common';
import type { BusyTime, DayOff, TechnicianWeek } from '../domain/free-slots';
import type { Visit } from '../domain/visit';
import type { Technician } from './technician';

/** Port: the office's booking rules, the technicians' weeks and days off, and the visits. */
export abstract class VisitRepository {
  /** The saved rules, or the defaults before the office saved any. */
  abstract rules(): Promise<VisitRules>;
  abstract saveRules(rules: VisitRules): Promise<void>;
  /** Every active staff user with working hours, ordered by name. */
  abstract weeks(): Promise<TechnicianWeek[]>;
  abstract daysOff(): Promise<DayOff[]>;
  /** The time taken by visits that are not cancelled and overlap [from, to). */
  abstract busy(from: Date, to: Date): Promise<BusyTime[]>;
  /** Visits starting at `start` (any technician), to recognise a retry. */
  abstract startingAt(start: Date): Promise<Visit[]>;
  /** Stores a new visit; VisitTimeTakenError when the technician's time overlaps another visit (the database decides). */
  abstract add(visit: Visit): Promise<void>;
  abstract find(id: string): Promise<Visit | null>;
  /** The staff user a visit is booked with (a visit's technician always exists: the foreign key keeps it). */
  abstract technician(id: string): Promise<Technician>;
}
