import { businessClock } from './business-clock';

/*
 * The office's calendar days, from the wall clock of business-clock.ts. Apart from it so that public pages, which
 * read only the clock (the WhatsApp message's hours), do not load the admin's calendar arithmetic.
 */

/** A day of the office's calendar. */
export interface BusinessDay {
  year: number;
  month: number;
  day: number;
}

/** The office's calendar day at an instant. */
export function businessDay(instant: Date): BusinessDay {
  const { year, month, day } = businessClock(instant);
  return { year, month, day };
}

/** The day `count` days after (or before) `day`, by the calendar. */
export function addBusinessDays(day: BusinessDay, count: number): BusinessDay {
  const shifted = new Date(Date.UTC(day.year, day.month - 1, day.day + count));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: BusinessDay): number {
  return ((new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7) + 1;
}

/** 'YYYY-MM-DD'. */
export function businessDayKey(day: BusinessDay): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/**
 * The instant at which the office's clock reads `minuteOfDay` minutes past midnight of `day`: null for a reading the
 * spring clock change skips (02:00–02:59 on the last Sunday of March); of the autumn hour read twice, the first.
 */
export function businessInstant(day: BusinessDay, minuteOfDay: number): Date | null {
  const wall = Date.UTC(day.year, day.month - 1, day.day, 0, minuteOfDay);
  // The office's offset from UTC is +1 h or +2 h; try the larger first so an autumn reading gets its first instant.
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(wall - offsetHours * 3_600_000);
    const read = businessClock(candidate);
    if (Date.UTC(read.year, read.month - 1, read.day, read.hour, read.minute) === wall) return candidate;
  }
  return null;
}
