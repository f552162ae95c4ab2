import type { VisitRules } from '@costa-sol/common';
import type { BusyTime, DayOff, TechnicianWeek } from '../domain/free-slots';
import type { Visit } from '../domain/visit';
import type { BookingStats, DayOffEntry, StaffWeek, VisitRange, WorkingHoursBlock } from './admin/admin-bookings';
import type { Technician } from './technician';

/** Port: the office's booking rules, the technicians' weeks and days off, and the visits. */
export abstract class VisitRepository {
  /** The saved rules, or the defaults before the office saved any. */
  abstract rules(): Promise<VisitRules>;
  abstract saveRules(rules: VisitRules): Promise<void>;
  /** Every active staff user with working hours, ordered by name. */
  abstract weeks(): Promise<TechnicianWeek[]>;
  /** The active owner created first: who the visits go to while no one has working hours; null when there is none. */
  abstract firstOwner(): Promise<{ id: string; name: string } | null>;
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
  /**
   * Moves a booked visit to another time (and maybe technician), raising its revision and clearing its reminder (the
   * new day gets its own); VisitTimeTakenError when that
   * overlaps another visit. False when the visit is no longer booked.
   */
  abstract move(id: string, to: { technicianId: string; start: Date; end: Date; blockedUntil: Date }, now: Date): Promise<boolean>;
  /** Sets the status of a booked visit, raising its revision; false when it was not booked. */
  abstract close(id: string, status: 'cancelled' | 'done' | 'no-show', now: Date): Promise<boolean>;
  /**
   * Marks as reminded, and returns, the booked visits starting within `withinHours` of now that were booked earlier
   * than that before their start and have had no reminder. One statement: two instances never both get a visit.
   */
  abstract claimDueReminders(now: Date, withinHours: number): Promise<Visit[]>;
  /** Every active staff user, with their weekly hours (maybe none), ordered by name. */
  abstract staffWeeks(): Promise<StaffWeek[]>;
  /** Replaces a staff user's weekly hours. */
  abstract setHours(technicianId: string, hours: WorkingHoursBlock[]): Promise<void>;
  /** Days off not yet over, earliest first. */
  abstract dayOffEntries(): Promise<DayOffEntry[]>;
  abstract addDayOff(dayOff: DayOffEntry): Promise<void>;
  /** False when there was no such day off. */
  abstract removeDayOff(id: string): Promise<boolean>;
  /** Visits starting in the range, of any status, earliest first. */
  abstract between(range: VisitRange): Promise<Visit[]>;
  abstract leadExists(id: string): Promise<boolean>;
  abstract stats(from: Date, to: Date): Promise<BookingStats>;
  /** A town's English slug changed: its visits (past ones too, so its count stays) and the booking rules name the new one. */
  abstract renameTown(from: string, to: string): Promise<void>;
}
