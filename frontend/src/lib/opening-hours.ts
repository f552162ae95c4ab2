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
