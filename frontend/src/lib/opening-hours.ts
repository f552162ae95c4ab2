import { type Language, type OpeningHours, WEEK_DAYS } from '@costa-sol/common';

const DAY_NAMES: Record<Language, string[]> = {
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  es: ['L', 'M', 'X', 'J', 'V', 'S', 'D'],
};

/** 08:00 → 8:00, as the header and footer write times. */
const time = (value: string) => value.replace(/^0(\d)/, '$1');

/** A row's days: consecutive days as a range (Mon-Fri), others listed (Mon, Wed). */
function daysOf(row: OpeningHours, language: Language): string {
  const indexes = row.days.map((day) => WEEK_DAYS.indexOf(day)).sort((a, b) => a - b);
  const names = DAY_NAMES[language];
  const consecutive = indexes.every((index, position) => position === 0 || index === indexes[position - 1] + 1);
  if (consecutive && indexes.length > 2) return `${names[indexes[0]]}-${names[indexes[indexes.length - 1]]}`;
  return indexes.map((index) => names[index]).join(', ');
}

/** The weekly hours on one line: "Mon-Fri 8:00-20:00 · Sat 9:00-14:00" ("L-V 8:00-20:00 · S 9:00-14:00"). */
export function weeklyHoursLine(hours: OpeningHours[], language: Language): string {
  return hours.map((row) => `${daysOf(row, language)} ${time(row.opens)}-${time(row.closes)}`).join(' · ');
}

const FULL_DAY_NAMES: Record<Language, string[]> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  es: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'],
};

/** Days by their index in the week: a run of two or more as "Monday to Friday" ("Lunes a viernes"), others listed. */
function fullDays(indexes: number[], language: Language): string {
  const names = FULL_DAY_NAMES[language];
  const consecutive = indexes.every((index, position) => position === 0 || index === indexes[position - 1] + 1);
  if (consecutive && indexes.length > 1) {
    const last = names[indexes[indexes.length - 1]];
    return `${names[indexes[0]]} ${language === 'en' ? 'to' : 'a'} ${language === 'en' ? last : last.toLowerCase()}`;
  }
  return indexes.map((index, position) => (position === 0 || language === 'en' ? names[index] : names[index].toLowerCase())).join(', ');
}

/**
 * The weekly hours as table rows in the order of the week: each row of the settings ("Monday to Friday",
 * "08:00–20:00"), and the days of no row as closed.
 */
export function weeklyHoursRows(hours: OpeningHours[], language: Language, closed: string): { days: string; time: string }[] {
  const dayIndexes = (days: OpeningHours['days']) => days.map((day) => WEEK_DAYS.indexOf(day)).sort((a, b) => a - b);
  const open = hours.map((row) => ({
    first: dayIndexes(row.days)[0],
    days: fullDays(dayIndexes(row.days), language),
    time: `${row.opens}–${row.closes}`,
  }));
  const closedIndexes = WEEK_DAYS.map((_, index) => index).filter((index) => !hours.some((row) => dayIndexes(row.days).includes(index)));
  const rows =
    closedIndexes.length > 0 ? [...open, { first: closedIndexes[0], days: fullDays(closedIndexes, language), time: closed }] : open;
  return rows.sort((a, b) => a.first - b.first).map(({ days, time }) => ({ days, time }));
}

/** The holiday closures from a calendar day on (both YYYY-MM-DD), in order. */
export function upcomingClosures(closures: string[], today: string): string[] {
  return closures.filter((day) => day >= today).sort();
}
