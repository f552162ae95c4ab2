import { BUSINESS, businessClock, type Language } from '@costa-sol/common';

const NAMES = {
  en: {
    weekday: new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS.timeZone, weekday: 'long' }),
    month: new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS.timeZone, month: 'long' }),
  },
  es: {
    weekday: new Intl.DateTimeFormat('es-ES', { timeZone: BUSINESS.timeZone, weekday: 'long' }),
    month: new Intl.DateTimeFormat('es-ES', { timeZone: BUSINESS.timeZone, month: 'long' }),
  },
} as const satisfies Record<Language, unknown>;

/**
 * Dates in the e-mails: long form, Madrid time, per language ("miércoles, 25 de noviembre de 2026, 7:16";
 * "Wednesday, 25 November 2026 at 07:16"). Put together from its parts rather than a dateStyle, whose punctuation
 * changes between ICU versions, so the same instant reads the same on every Node.js and machine locale.
 */
export function formatReceived(date: Date, language: Language): string {
  const { year, day, hour, minute } = businessClock(date);
  const weekday = NAMES[language].weekday.format(date);
  const month = NAMES[language].month.format(date);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return language === 'es'
    ? `${weekday}, ${day} de ${month} de ${year}, ${hour}:${twoDigits(minute)}`
    : `${weekday}, ${day} ${month} ${year} at ${twoDigits(hour)}:${twoDigits(minute)}`;
}
