import {
  addBusinessDays,
  type BusinessDay,
  businessDay,
  businessDayKey,
  businessInstant,
  isoWeekday,
  type Language,
} from '@costa-sol/common';

/** The calendar shows the office's days (Europe/Madrid), whatever the browser's time zone. */
const OFFICE_ZONE = 'Europe/Madrid';
const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_START = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)$/;

export function parseDayKey(key: string | null): BusinessDay | undefined {
  const match = key ? DAY_KEY.exec(key) : null;
  if (!match) return undefined;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return businessDayKey(addBusinessDays(day, 0)) === key ? day : undefined;
}

export const todayInOffice = (): BusinessDay => businessDay(new Date());

export const mondayOf = (day: BusinessDay): BusinessDay => addBusinessDays(day, 1 - isoWeekday(day));

/** Local midnight of a day, as an instant (the clock changes at 02:00–03:00, so midnight always exists). */
function startOfDay(day: BusinessDay): Date {
  return businessInstant(day, 0) ?? new Date(Date.UTC(day.year, day.month - 1, day.day));
}

/** The instants of [first day's midnight, the midnight `days` later). */
export function daysRange(first: BusinessDay, days: number): { from: string; to: string } {
  return { from: startOfDay(first).toISOString(), to: startOfDay(addBusinessDays(first, days)).toISOString() };
}

export const officeDayKey = (iso: string): string => businessDayKey(businessDay(new Date(iso)));

/** "2026-12-01 10:30" as the office's clock reads the instant. */
export function officeStartText(iso: string): string {
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: OFFICE_ZONE }).format(
    new Date(iso),
  );
  return `${officeDayKey(iso)} ${time}`;
}

/** The instant of "YYYY-MM-DD HH:MM" on the office's clock; undefined when it is not one (or the spring change skips it). */
export function instantOfOfficeStart(text: string): Date | undefined {
  const match = LOCAL_START.exec(text.trim());
  const day = match ? parseDayKey(match[1]) : undefined;
  if (!match || !day) return undefined;
  return businessInstant(day, Number(match[2]) * 60 + Number(match[3])) ?? undefined;
}

export function formatTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', { timeStyle: 'short', timeZone: OFFICE_ZONE }).format(
    new Date(iso),
  );
}

export function formatDay(day: BusinessDay, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(day.year, day.month - 1, day.day, 12)));
}
