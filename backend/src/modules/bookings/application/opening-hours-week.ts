import { type OpeningHours, WEEK_DAYS } from '@costa-sol/common';
import type { DayOff, TechnicianWeek } from '../domain/free-slots';

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The business's weekly opening hours (business settings) as one technician's week: what a fresh install books
 * while no technician has working hours, so the owner's later edits of the opening hours are followed at once.
 */
export function openingHoursWeek(technicianId: string, openingHours: readonly OpeningHours[]): TechnicianWeek {
  const hours = openingHours.flatMap((row) =>
    row.days.map((day) => ({ weekday: WEEK_DAYS.indexOf(day) + 1, startMinute: minuteOf(row.opens), endMinute: minuteOf(row.closes) })),
  );
  return { technicianId, hours: hours.sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute) };
}

/** The business's holiday closures (business settings) as days off for everyone. */
export function closuresAsDaysOff(holidayClosures: readonly string[]): DayOff[] {
  return holidayClosures.map((day) => ({ technicianId: null, firstDay: day, lastDay: day }));
}
