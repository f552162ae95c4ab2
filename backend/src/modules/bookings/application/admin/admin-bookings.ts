import type { TechnicianWeek } from '../../domain/free-slots';

/** One block of a technician's week, in minutes past local midnight (Europe/Madrid). */
export type WorkingHoursBlock = TechnicianWeek['hours'][number];

/** An active staff user who can take visits, with their weekly hours (empty: takes none online). */
export interface StaffWeek {
  id: string;
  name: string;
  role: string;
  hours: WorkingHoursBlock[];
}

/** A staff week as the admin lists it. */
export interface ListedStaffWeek extends StaffWeek {
  /** The online booking books them on the business's opening hours: no one has working hours yet (the first owner). */
  standsIn: boolean;
}

/** A day off or a holiday, as the office entered it. */
export interface DayOffEntry {
  id: string;
  /** null: a holiday for everyone. */
  technicianId: string | null;
  firstDay: string;
  lastDay: string;
  reason: string;
}

/** Which visits the calendar shows: starting in [from, to), of one technician or of all. */
export interface VisitRange {
  from: Date;
  to: Date;
  technicianId?: string;
}

export interface BookingStats {
  bySource: { online: number; office: number };
  noShows: number;
  quoteLeads: number;
  quoteLeadsBookedOnline: number;
}
